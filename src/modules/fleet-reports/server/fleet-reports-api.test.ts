// The fleet reports through the API on a scenario of known figures in 2017 (a year the demo never
// reaches): utilisation per vehicle, model and class; maintenance per month; fines by customer;
// profit per vehicle; the exports; who may read which report; and the company's own data only.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { invoices } from '../../billing/server/tables';
import { contracts } from '../../contracts/server/tables';
import { vehicles } from '../../fleet/server/tables';
import { vehicleMaintenance } from '../../maintenance/server/tables';
import { trafficViolations } from '../../traffic-fines/server/tables';
import { financingAgreements, financingPayments, financingVehicles } from '../../vehicle-installments/server/tables';

let t: TestServer;
let admin: string;
let companyId: string;
let carA: string;
let carB: string;
let customerId: string;
const Y = '?from=2017-01-01&to=2017-12-31';

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  companyId = (await t.json('GET', '/api/me', { cookie: admin })).body.company.id;
  const customer = await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'عميل التقارير', nameEn: 'Reports customer', phone: '+965 5299 0001', civilId: '290010299001', licenseNumber: 'DL-RPT', licenseExpiry: '2032-01-01' } });
  expect(customer.status).toBe(201);
  customerId = customer.body.id;
  const db = t.deps.handle.db;
  const car = { companyId, make: 'Reportia', model: 'X1', year: 2016, dailyRate: '10', bodyType: 'bus' };
  [{ id: carA }, { id: carB }] = await db
    .insert(vehicles)
    .values([
      { ...car, plateNumber: 'RPT 1', purchaseDate: '2016-06-01' },
      { ...car, plateNumber: 'RPT 2', purchaseDate: '2017-07-01' },
    ])
    .returning({ id: vehicles.id }) as [{ id: string }, { id: string }];
  const contract = (n: string, vehicleId: string, start: string, end: string, status: string) => ({
    companyId, contractNumber: n, customerId, vehicleId, status, startAt: new Date(start), plannedEndAt: new Date(end), endAt: new Date(end), rateUnit: 'day', duration: 1, rate: '10', dailyRate: '10', rentalAmount: '10',
  });
  const [a0, a1, b1] = await db
    .insert(contracts)
    .values([
      contract('RPT-C0', carA, '2016-12-27T00:00:00+03:00', '2017-01-03T00:00:00+03:00', 'returned'), // 2 days in 2017
      contract('RPT-C1', carA, '2017-03-01T00:00:00+03:00', '2017-03-11T00:00:00+03:00', 'closed'), // 10 days
      contract('RPT-C2', carB, '2017-12-30T00:00:00+03:00', '2018-01-05T00:00:00+03:00', 'active'), // 2 days in 2017
      contract('RPT-C3', carB, '2017-08-01T00:00:00+03:00', '2017-08-05T00:00:00+03:00', 'cancelled'), // never held the car
    ])
    .returning({ id: contracts.id });
  const invoice = (n: string, contractId: string, issueDate: string, subtotal: string, discount: string, kind = 'rental', status = 'pending') => ({
    companyId, invoiceNumber: n, customerId, contractId, kind, issueDate, dueDate: issueDate, currency: 'KWD', subtotal, discount, taxAmount: '0', total: String(Number(subtotal) - Number(discount)), status,
  });
  await db.insert(invoices).values([
    invoice('RPT-I0', a0!.id, '2016-12-27', '70.000', '0'), // before the period
    invoice('RPT-I1', a1!.id, '2017-03-11', '100.000', '10.000'), // 90.000
    invoice('RPT-I2', a1!.id, '2017-03-20', '50.000', '0', 'fines'), // a fine's recharge: netted in fines
    invoice('RPT-I3', a1!.id, '2017-05-01', '999.000', '0', 'rental', 'cancelled'),
    invoice('RPT-I4', b1!.id, '2017-12-30', '40.500', '0'),
  ]);
  const order = (n: string, vehicleId: string, done: string, cost: string | null, status = 'completed') => ({
    companyId, vehicleId, maintenanceNumber: n, maintenanceType: 'tyres', status, scheduledAt: new Date(`${done}T06:00:00+03:00`), expectedEndAt: new Date(`${done}T10:00:00+03:00`), completedAt: status === 'completed' ? new Date(`${done}T10:00:00+03:00`) : null, actualCost: cost, actualVat: '0',
  });
  await db.insert(vehicleMaintenance).values([
    order('RPT-M1', carA, '2017-04-10', '25.250'),
    order('RPT-M2', carA, '2017-04-20', '10.000'),
    order('RPT-M3', carB, '2017-09-05', '7.125'),
    order('RPT-M4', carB, '2017-10-05', null, 'pending'),
  ]);
  const fine = (n: string, vehicleId: string, at: string, amount: string, extra: Partial<typeof trafficViolations.$inferInsert> = {}) => ({
    companyId, violationNumber: n, vehicleId, plate: 'RPT', violatedAt: new Date(`${at}T12:00:00+03:00`), amount, matchReason: 'contract', ...extra,
  });
  await db.insert(trafficViolations).values([
    fine('RPT-F1', carA, '2017-03-05', '30.000', { responsible: 'customer', customerId, contractId: a1!.id, status: 'recharged', rechargedOn: '2017-03-20', rechargeMethod: 'invoice', rechargeTotal: '30.000', rechargeFee: '0' }),
    fine('RPT-F2', carA, '2017-03-06', '20.000', { responsible: 'customer', customerId, contractId: a1!.id, status: 'confirmed' }),
    fine('RPT-F3', carB, '2017-12-31', '15.000', { responsible: 'company', matchReason: 'no_contract' }),
    fine('RPT-F4', carA, '2017-05-01', '100.000', { status: 'cancelled' }),
  ]);
  const [agreement] = await db
    .insert(financingAgreements)
    .values({ companyId, agreementNumber: 'RPT-FA', vendorName: 'Bank', status: 'active', total: '1000', downPayment: '0', financed: '1000', instalmentCount: 12, annualRate: '5', startDate: '2017-01-01', monthlyPayment: '90', totalInterest: '80' })
    .returning({ id: financingAgreements.id });
  await db.insert(financingVehicles).values([carA, carB].map((vehicleId) => ({ companyId, agreementId: agreement!.id, vehicleId })));
  const pay = (paidOn: string, interest: string) => ({ companyId, agreementId: agreement!.id, paidOn, amount: '90', principal: String(90 - Number(interest)), interest, method: 'bank_transfer', allocations: '[]' });
  await db.insert(financingPayments).values([pay('2017-02-01', '6.000'), pay('2017-03-01', '4.000'), pay('2018-01-01', '3.000')]);
});
afterAll(() => t?.stop());

const get = (path: string, cookie = admin) => t.json('GET', path, { cookie });

describe('fleet utilisation', () => {
  it('counts rented days over days in the fleet per vehicle, model and class', async () => {
    const res = await get(`/api/fleet-reports/utilisation${Y}`);
    expect(res.status).toBe(200);
    const a = res.body.vehicles.find((v: { vehicleId: string }) => v.vehicleId === carA);
    const b = res.body.vehicles.find((v: { vehicleId: string }) => v.vehicleId === carB);
    expect(a).toMatchObject({ plate: 'RPT 1', rentedDays: 12, availableDays: 365, contracts: 2, percent: 3.3 });
    expect(b).toMatchObject({ plate: 'RPT 2', rentedDays: 2, availableDays: 184, contracts: 1, percent: 1.1 });
    expect(res.body.models.find((m: { make: string }) => m.make === 'Reportia')).toEqual({ make: 'Reportia', model: 'X1', vehicles: 2, rentedDays: 14, availableDays: 549, contracts: 3, percent: 2.6 });
    expect(res.body.classes.find((c: { bodyType: string }) => c.bodyType === 'bus')).toMatchObject({ vehicles: 2, rentedDays: 14, availableDays: 549, percent: 2.6 });
  });

  it('defaults to the twelve full months before the given day, and refuses a reversed range', async () => {
    const res = await get('/api/fleet-reports/utilisation?date=2018-01-15');
    expect(res.body).toMatchObject({ from: '2017-01-01', to: '2017-12-31' });
    const bad = await get('/api/fleet-reports/utilisation?from=2017-12-31&to=2017-01-01');
    expect(bad.status).toBe(400);
  });
});

describe('costs', () => {
  it('gives the maintenance cost per month, every month of the period listed', async () => {
    const res = await get(`/api/fleet-reports/maintenance-trend${Y}`);
    expect(res.status).toBe(200);
    expect(res.body.months).toHaveLength(12);
    expect(res.body.months[3]).toEqual({ month: '2017-04', cost: '35.250', orders: 2 });
    expect(res.body.months[8]).toEqual({ month: '2017-09', cost: '7.125', orders: 1 });
    expect(res.body.totals).toEqual({ cost: '42.375', orders: 3 });
  });

  it('gives the fines per customer: count, amount, recharged and unrecovered', async () => {
    const res = await get(`/api/fleet-reports/fines-by-customer${Y}`);
    expect(res.status).toBe(200);
    expect(res.body.customers).toEqual([{ customerId, nameAr: 'عميل التقارير', nameEn: 'Reports customer', count: 2, amount: '50.000', recharged: '30.000', unrecovered: '20.000' }]);
  });

  it('gives revenue, costs and profit per vehicle', async () => {
    const res = await get(`/api/fleet-reports/profit${Y}`);
    expect(res.status).toBe(200);
    const row = (id: string) => res.body.vehicles.find((v: { vehicleId: string }) => v.vehicleId === id);
    expect(row(carA)).toMatchObject({ revenue: '90.000', maintenance: '35.250', depreciation: '0.000', fines: '20.000', interest: '5.000', profit: '29.750' });
    expect(row(carB)).toMatchObject({ revenue: '40.500', maintenance: '7.125', depreciation: '0.000', fines: '15.000', interest: '5.000', profit: '13.375' });
    expect(res.body.totals).toMatchObject({ revenue: '130.500', profit: '43.125' });
  });
});

describe('exports', () => {
  it('downloads each report as Excel with the figures, and as PDF', async () => {
    const xlsx = await t.request('GET', `/api/fleet-reports/profit${Y}&format=xlsx`, { cookie: admin });
    expect(xlsx.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const ws = wb.worksheets[0]!;
    const values: unknown[] = [];
    ws.eachRow((r) => values.push(...(r.values as unknown[])));
    expect(values).toContain('RPT 1 — Reportia X1');
    expect(values).toContain(29.75);
    for (const slug of ['utilisation', 'maintenance-trend', 'fines-by-customer', 'profit']) {
      const pdf = await t.request('GET', `/api/fleet-reports/${slug}${Y}&format=pdf`, { cookie: admin });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    }
  });
});

describe('who reads which report', () => {
  it('lets the fleet manager read operations reports but not profit, and the accountant profit only', async () => {
    const [fleet, accountant] = await Promise.all([t.signIn('fleet@rental.masar.test'), t.signIn('accountant@rental.masar.test')]);
    expect((await get(`/api/fleet-reports/utilisation${Y}`, fleet)).status).toBe(200);
    expect((await get(`/api/fleet-reports/fines-by-customer${Y}`, fleet)).status).toBe(200);
    expect((await get(`/api/fleet-reports/profit${Y}`, fleet)).status).toBe(403);
    expect((await get(`/api/fleet-reports/profit${Y}`, accountant)).status).toBe(200);
    expect((await get(`/api/fleet-reports/utilisation${Y}`, accountant)).status).toBe(403);
  });

  it('shows another company none of these vehicles', async () => {
    const other = await t.signIn('admin@realestate.masar.test');
    const res = await get(`/api/fleet-reports/profit${Y}`, other);
    if (res.status === 200) expect(JSON.stringify(res.body)).not.toContain('RPT 1');
    else expect(res.status).toBe(403);
  });
});
