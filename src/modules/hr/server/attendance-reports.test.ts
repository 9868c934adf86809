// Managers' attendance board, monthly summary (JSON and Excel) and the HR report, on the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(() => t?.stop());

describe('attendance for managers', () => {
  it('shows the day board for all 24 active employees (of the demo’s 25, Rashid resigned)', async () => {
    const res = await t.json('GET', '/api/hr/attendance/board', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(24);
    const states = new Set(res.body.items.map((i: { state: string }) => i.state));
    for (const s of states) expect(['in', 'late', 'out', 'absent', 'on_leave', 'day_off']).toContain(s);
  });

  it('summarises a month per employee with present, absent, late and hours', async () => {
    const res = await t.json('GET', `/api/hr/attendance/monthly?month=${lastMonth()}`, { cookie: admin });
    expect(res.status).toBe(200);
    const totals = res.body.items.reduce((s: { present: number; late: number; absent: number }, r: { present: number; late: number; absent: number }) => ({ present: s.present + r.present, late: s.late + r.late, absent: s.absent + r.absent }), { present: 0, late: 0, absent: 0 });
    expect(totals.present).toBeGreaterThan(0);
    expect(totals.late).toBeGreaterThan(0);
    expect(totals.absent).toBeGreaterThan(0);
    for (const r of res.body.items) expect(r.present + r.absent + r.leave).toBeLessThanOrEqual(r.workingDays);
  });

  it('exports the month as an Arabic RTL Excel sheet', async () => {
    const res = await t.request('GET', `/api/hr/attendance/monthly?month=${lastMonth()}&format=xlsx`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0]!;
    expect(ws.views[0]?.rightToLeft).toBe(true);
    expect(ws.getRow(1).getCell(2).value).toBe('الموظف');
    expect(ws.rowCount).toBe(25); // a header and the 24 employed last month
  });

  it('lets each person read their own history, not someone else’s without hr.attendance.read', async () => {
    const fleet = await t.signIn('fleet@rental.masar.test');
    const own = await t.json('GET', '/api/hr/attendance/records', { cookie: fleet });
    expect(own.status).toBe(200);
    // fleet_manager has no hr.attendance.read: another employee's history is refused.
    const board = await t.json('GET', '/api/hr/attendance/board', { cookie: admin });
    const other = board.body.items.find((i: { name: string }) => i.name === 'Salem Al-Ajmi');
    expect((await t.json('GET', `/api/hr/attendance/records?employeeId=${other.employeeId}`, { cookie: fleet })).status).toBe(403);
    expect((await t.json('GET', `/api/hr/attendance/records?employeeId=${other.employeeId}`, { cookie: admin })).body.items.length).toBeGreaterThan(0);
  });
});

describe('HR report', () => {
  it('gives headcount by department, attendance totals and leave by type', async () => {
    const res = await t.json('GET', `/api/hr/reports/summary?month=${lastMonth()}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.headcount.reduce((n: number, h: { count: number }) => n + h.count, 0)).toBe(24);
    expect(res.body.headcount.map((h: { departmentAr: string | null }) => h.departmentAr)).toContain('الأسطول');
    expect(res.body.leave.map((l: { code: string }) => l.code)).toEqual(['annual', 'emergency', 'sick', 'unpaid']);
    expect((await t.json('GET', `/api/hr/reports/summary?month=${lastMonth()}`, { cookie: await t.signIn('sales@rental.masar.test') })).status).toBe(403);
  });
});
