// Importing an authority's spreadsheet through HTTP: the sheet read (CSV and .xlsx) with a
// mapping guessed from Arabic headers, one bad row named by row and field while the others are
// imported and matched, duplicates skipped and reported, and a failure inside the database
// leaving nothing written.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let fleet: string;
let contractId: string;

async function make(path: string, body: unknown, cookie = fleet) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const numbersLike = async (prefix: string) => (await queryRows<{ n: string }>(t.deps.handle.db, sql`select violation_number as n from traffic_violations where violation_number like ${prefix + '%'} order by 1`)).map((r) => r.n);

beforeAll(async () => {
  t = await startTestServer();
  const admin = await t.signIn('admin@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  const vehicle = await make('/api/fleet/vehicles', { plateNumber: '44 12345', make: 'Toyota', model: 'Yaris', year: 2025, dailyRate: '8', depositAmount: '50', odometer: 500 }, admin);
  await make('/api/fleet/vehicles', { plateNumber: '44 12346', make: 'Toyota', model: 'Yaris', year: 2025, dailyRate: '8', odometer: 500 }, admin);
  const customer = await make('/api/customers', { nameAr: 'نواف الديحاني', phone: '+965 6555 1212', civilId: '292020200202', licenseNumber: 'DL-2', licenseExpiry: '2040-01-01' }, admin);
  const c = await make('/api/contracts', { customerId: customer.id, vehicleId: vehicle.id, startAt: '2025-08-01T10:00:00+03:00', rateUnit: 'day', duration: 3 }, admin);
  await t.json('POST', `/api/contracts/${c.id}/reserve`, { cookie: admin });
  const out = await t.json('POST', `/api/contracts/${c.id}/handover`, { cookie: admin, body: { odometer: 600, fuel: 8, at: '2025-08-01T10:00:00+03:00' } });
  expect(out.status).toBe(200);
  await t.json('POST', `/api/contracts/${c.id}/return`, { cookie: admin, body: { odometer: 900, fuel: 8, at: '2025-08-04T10:00:00+03:00' } });
  contractId = c.id;
});
afterAll(() => t?.stop());

const CSV = [
  'رقم المخالفة,رقم اللوحة,تاريخ المخالفة,وقت المخالفة,موقع المخالفة,نوع المخالفة,المبلغ',
  'IMP-1,44-12345,02/08/2025,14:30,"طريق الملك فهد، الكويت",تجاوز السرعة,"1,000"',
  'IMP-2,٤٤ ١٢٣٤٥,2025-08-04,10:01 AM,الجهراء,وقوف خاطئ,15',
  'IMP-3,44 12345,31/02/2025,09:00,الفروانية,سرعة,20',
  'IMP-1,44 12345,02/08/2025,14:30,مكرر في الملف,سرعة,30',
  'IMP-4,99 99999,02/08/2025,11:00,حولي,سرعة,10',
  'IMP-5,44 12346,03/08/2025,23:59,السالمية,إشارة حمراء,50',
].join('\r\n');

describe('importing fines', () => {
  it('reads the CSV, guesses the mapping, names the bad rows, skips duplicates and matches the rest', async () => {
    const read = await t.json('POST', '/api/traffic-violations/import/read', { cookie: fleet, body: { fileName: 'moi-august.csv', content: b64(CSV) } });
    expect(read.status).toBe(200);
    expect(read.body.mapping).toEqual({ violationNumber: 0, plate: 1, date: 2, time: 3, location: 4, violationType: 5, amount: 6 });
    expect(read.body.rows.map((r: { row: number }) => r.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(read.body.rows[0].cells[4]).toBe('طريق الملك فهد، الكويت');

    const res = await t.json('POST', '/api/traffic-violations/import', { cookie: fleet, body: { mapping: read.body.mapping, rows: read.body.rows } });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      { row: 4, field: 'date', code: 'invalid_date', message: 'التاريخ غير صالح (الصيغة YYYY-MM-DD)' },
      { row: 6, field: 'plate', code: 'plate_unknown', message: 'لا توجد مركبة بهذه اللوحة' },
    ]);
    expect(res.body.duplicates).toEqual([{ row: 5, violationNumber: 'IMP-1' }]);
    expect(res.body.imported.map((i: { row: number; responsible: string }) => [i.row, i.responsible])).toEqual([
      [2, 'customer'],
      [3, 'company'],
      [7, 'company'],
    ]);
    const one = (await t.json('GET', '/api/traffic-violations?search=IMP-1', { cookie: fleet })).body.items[0];
    expect(one).toMatchObject({ contractId, amount: '1000.000', violatedLocal: '2025-08-02 14:30', source: 'import', location: 'طريق الملك فهد، الكويت' });
    // 10:01 on the return day is a minute after the car came back: the company's.
    const two = (await t.json('GET', '/api/traffic-violations?search=IMP-2', { cookie: fleet })).body.items[0];
    expect(two).toMatchObject({ contractId: null, violatedLocal: '2025-08-04 10:01', plate: '44 12345' });

    // Importing the same sheet again adds nothing: every good row is now a duplicate.
    const again = await t.json('POST', '/api/traffic-violations/import', { cookie: fleet, body: { mapping: read.body.mapping, rows: read.body.rows } });
    expect(again.body.imported).toEqual([]);
    expect(again.body.duplicates.map((d: { row: number }) => d.row)).toEqual([2, 3, 5, 7]);
  });

  it('reads an .xlsx with English headers, real date cells and a separate time column', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Fines');
    sheet.addRow(['Ticket No', 'Plate', 'Date', 'Time', 'Location', 'Fine']);
    sheet.addRow(['XL-1', '44 12345', new Date(Date.UTC(2025, 7, 3, 0, 0)), '08:15', 'Gulf Road', 25]);
    sheet.addRow(['XL-2', '44 12345', new Date(Date.UTC(2025, 7, 3, 0, 0)), 'late', 'Gulf Road', 25]);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const read = await t.json('POST', '/api/traffic-violations/import/read', { cookie: fleet, body: { fileName: 'fines.xlsx', content } });
    expect(read.status).toBe(200);
    expect(read.body.mapping).toMatchObject({ violationNumber: 0, plate: 1, date: 2, time: 3, location: 4, amount: 5 });
    expect(read.body.rows[0]).toEqual({ row: 2, cells: ['XL-1', '44 12345', '2025-08-03', '08:15', 'Gulf Road', '25'] });
    const res = await t.json('POST', '/api/traffic-violations/import', { cookie: fleet, lang: 'en', body: { mapping: read.body.mapping, rows: read.body.rows } });
    expect(res.body.imported).toMatchObject([{ row: 2, violationNumber: 'XL-1', responsible: 'customer' }]);
    expect(res.body.errors).toEqual([{ row: 3, field: 'time', code: 'invalid_time', message: 'Invalid time (format HH:MM)' }]);
  });

  it('refuses a file it cannot read and a mapping without the required columns', async () => {
    const junk = await t.json('POST', '/api/traffic-violations/import/read', { cookie: fleet, body: { fileName: 'x.xlsx', content: Buffer.from('PK not a zip').toString('base64') } });
    expect(junk).toMatchObject({ status: 400, body: { error: { code: 'sheet_unreadable' } } });
    const partial = await t.json('POST', '/api/traffic-violations/import', { cookie: fleet, body: { mapping: { violationNumber: 0 }, rows: [{ row: 2, cells: ['A'] }] } });
    expect(partial).toMatchObject({ status: 400, body: { error: { code: 'mapping_incomplete' } } });
  });

  it('imports the largest sheet it accepts (5,000 fines) in one go', async () => {
    // 5,000 rows of 18 columns are more values than one PostgreSQL statement takes (65,535).
    const rows = Array.from({ length: 5000 }, (_, i) => ({ row: i + 2, cells: [`BIG-${String(i).padStart(4, '0')}`, '44 12346', '2025-09-01', `${String(8 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`, '12'] }));
    const res = await t.json('POST', '/api/traffic-violations/import', { cookie: fleet, body: { mapping: { violationNumber: 0, plate: 1, date: 2, time: 3, amount: 4 }, rows } });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(res.body.imported).toHaveLength(5000);
    expect((await numbersLike('BIG-')).length).toBe(5000);
  }, 120_000);

  it('writes nothing when the database fails part-way through the good rows', async () => {
    // A trigger stands in for a failure inside the insert (a constraint, a lost connection).
    await t.deps.handle.db.execute(sql.raw(`create or replace function fines_test_boom() returns trigger language plpgsql as $$ begin if new.violation_number = 'BOOM-2' then raise exception 'boom'; end if; return new; end $$`));
    await t.deps.handle.db.execute(sql.raw('create trigger fines_test_boom before insert on traffic_violations for each row execute function fines_test_boom()'));
    try {
      const rows = ['BOOM-1', 'BOOM-2', 'BOOM-3'].map((n, i) => ({ row: i + 2, cells: [n, '44 12345', '2025-08-02', '12:00', '10'] }));
      const res = await t.json('POST', '/api/traffic-violations/import', { cookie: fleet, body: { mapping: { violationNumber: 0, plate: 1, date: 2, time: 3, amount: 4 }, rows } });
      expect(res.status).toBe(500);
      expect(await numbersLike('BOOM-')).toEqual([]);
    } finally {
      await t.deps.handle.db.execute(sql.raw('drop trigger fines_test_boom on traffic_violations'));
      await t.deps.handle.db.execute(sql.raw('drop function fines_test_boom()'));
    }
  });
});
