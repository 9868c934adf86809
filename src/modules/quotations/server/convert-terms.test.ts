// Converting an approved quotation can set the contract's own terms (km allowance, extra-km rate,
// deposit…), which the quotation does not carry; the return then charges by them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(() => t?.stop());

async function make(path: string, body: unknown) {
  const res = await t.json('POST', path, { cookie: admin, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('quotation → contract with terms', () => {
  it('keeps the km allowance, extra-km rate and deposit given at conversion', async () => {
    const vehicle = await make('/api/fleet/vehicles', { plateNumber: 'CONV 501', make: 'Nissan', model: 'Sunny', year: 2024, dailyRate: '10', depositAmount: '50', odometer: 1000 });
    const customer = await make('/api/customers', { nameAr: 'سالم الراشد', phone: '+965 55501501', civilId: '290050100501', licenseNumber: 'DL-501', licenseExpiry: '2031-01-01' });
    // The rental is in the past (a hand-over cannot be in the future); the quotation must still be valid today to be sent.
    const quotation = await make('/api/quotations', { customerId: customer.id, vehicleId: vehicle.id, startDate: '2025-05-01', rateUnit: 'day', duration: 2, validUntil: '2099-12-31' });
    const sent = await t.json('POST', `/api/quotations/${quotation.id}/send`, { cookie: admin });
    const token = new URL(sent.body.approvalUrl).searchParams.get('token')!;
    await t.json('POST', `/api/public/quotations/${token}/decision`, { body: { decision: 'approve' } });

    const converted = await t.json('POST', `/api/quotations/${quotation.id}/convert`, { cookie: admin, body: { kmAllowancePerDay: 100, extraKmRate: '0.05', depositAmount: '75' } });
    expect(converted.status).toBe(200);
    const id = converted.body.contractId;
    const contract = await t.json('GET', `/api/contracts/${id}`, { cookie: admin });
    expect(contract.body).toMatchObject({ kmAllowancePerDay: 100, extraKmRate: '0.050', depositAmount: '75.000', quotationId: quotation.id });

    await t.json('POST', `/api/contracts/${id}/handover`, { cookie: admin, body: { odometer: 1000, fuel: 8, at: '2025-05-01T09:00:00+03:00' } });
    const returned = await t.json('POST', `/api/contracts/${id}/return`, { cookie: admin, body: { odometer: 1300, fuel: 8, at: '2025-05-03T09:00:00+03:00' } });
    // 2 days × 100 km allowed, 300 driven: 100 km × 0.050.
    expect(returned.body.charges.lines.map((l: { code: string; total: string }) => [l.code, l.total])).toEqual([['extra_km', '5.000']]);
  });
});
