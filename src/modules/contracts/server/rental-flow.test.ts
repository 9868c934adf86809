// The rental day end to end through the API: vehicle, customer, quotation approved on the
// public link, contract, hand-over, return with extra kilometres, payment, close with deposit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;

const vehicleBody = (plate: string, extra: Record<string, unknown> = {}) => ({ plateNumber: plate, make: 'Toyota', model: 'Camry', year: 2024, colorAr: 'أبيض', dailyRate: '15.750', weeklyRate: '95', monthlyRate: '320.5', depositAmount: '100', odometer: 12000, ...extra });
const customerBody = (civilId: string, extra: Record<string, unknown> = {}) => ({ nameAr: 'فهد السالم', nameEn: 'Fahad Al-Salem', phone: `+965 5${civilId.slice(-7)}`, civilId, licenseNumber: 'DL-1', licenseExpiry: '2030-01-01', ...extra });

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(() => t?.stop());

async function make(path: string, body: unknown, cookie = admin) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('the rental flow', () => {
  it('quotes, is approved on the public link, becomes a contract, is handed over, returned, paid and closed', async () => {
    const vehicle = await make('/api/fleet/vehicles', vehicleBody('FLOW 101'));
    const customer = await make('/api/customers', customerBody('290010100001'));
    // The rental is in the past (a hand-over cannot be in the future); the quotation must still be valid today to be sent.
    const quotation = await make('/api/quotations', { customerId: customer.id, vehicleId: vehicle.id, startDate: '2025-12-01', rateUnit: 'day', duration: 3, extras: [{ description: 'مقعد أطفال', amount: '2.5' }], discount: '1', validUntil: '2099-12-31' });
    expect(quotation).toMatchObject({ status: 'draft', rate: '15.750', subtotal: '49.750', total: '48.750' });

    const sent = await t.json('POST', `/api/quotations/${quotation.id}/send`, { cookie: admin });
    expect(sent.status).toBe(200);
    const token = new URL(sent.body.approvalUrl).searchParams.get('token')!;
    const publicView = await t.json('GET', `/api/public/quotations/${token}`);
    expect(publicView.body).toMatchObject({ quotationNumber: quotation.quotationNumber, total: '48.750', currency: 'KWD', status: 'sent' });
    expect(JSON.stringify(publicView.body)).not.toContain(customer.phone);
    const decided = await t.json('POST', `/api/public/quotations/${token}/decision`, { body: { decision: 'approve', comment: 'موافق' } });
    expect(decided).toMatchObject({ status: 200, body: { status: 'approved' } });
    const again = await t.json('POST', `/api/public/quotations/${token}/decision`, { body: { decision: 'reject' } });
    expect(again.status).toBe(409);

    const converted = await t.json('POST', `/api/quotations/${quotation.id}/convert`, { cookie: admin, body: { startAt: '2025-12-01T09:00:00+03:00' } });
    expect(converted.body).toMatchObject({ status: 'reserved' });
    const contractId = converted.body.contractId;
    // The contract keeps what the client approved: the extra and the discount, not only rate × days.
    const agreed = await t.json('GET', `/api/contracts/${contractId}`, { cookie: admin });
    expect(agreed.body).toMatchObject({ rentalAmount: '47.250', extras: [{ description: 'مقعد أطفال', amount: '2.500' }], discount: '1.000' });

    const handover = await t.json('POST', `/api/contracts/${contractId}/handover`, { cookie: admin, body: { odometer: 12050, fuel: 8, at: '2025-12-01T09:00:00+03:00', inspection: { checklist: [{ code: 'spare_tyre', ok: true }], damages: [] } } });
    expect(handover.status).toBe(200);
    expect(handover.body).toMatchObject({ status: 'active', depositStatus: 'held' });

    const returned = await t.json('POST', `/api/contracts/${contractId}/return`, { cookie: admin, body: { odometer: 12950, fuel: 6, at: '2025-12-04T11:30:00+03:00' } });
    expect(returned.status).toBe(200);
    expect(returned.body.contract.status).toBe('returned');
    // 2.5 h late minus 1 h grace → 2 hours at a quarter of the daily rate (3.938 each); fuel charge 0 by default.
    expect(returned.body.charges.lines.map((l: { code: string; total: string }) => [l.code, l.total])).toEqual([['late', '7.876']]);

    const detail = await t.json('GET', `/api/contracts/${contractId}`, { cookie: admin });
    expect(detail.body.invoices.map((i: { kind: string; total: string }) => [i.kind, i.total])).toEqual([['rental', '48.750'], ['return_charges', '7.876']]);
    expect(detail.body.balance).toBe('56.626');
    const rentalInvoice = await t.json('GET', `/api/billing/invoices/${detail.body.invoices[0].id}`, { cookie: admin });
    expect(rentalInvoice.body).toMatchObject({ subtotal: '49.750', discount: '1.000', total: '48.750' });
    expect(rentalInvoice.body.lines.map((l: { code: string; total: string }) => [l.code, l.total])).toEqual([['rental', '47.250'], ['extras', '2.500']]);

    const paid = await t.json('POST', '/api/billing/payments', { cookie: admin, body: { customerId: customer.id, contractId, paymentDate: '2025-12-04', method: 'cash', amount: '48.750' } });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ allocated: '48.750', unallocated: '0.000' });

    const closed = await t.json('POST', `/api/contracts/${contractId}/close`, { cookie: admin });
    expect(closed.body).toMatchObject({ depositApplied: '7.876', depositRefunded: '92.124', balance: '0.000', contract: { status: 'closed', depositStatus: 'settled' } });
    const car = await t.json('GET', `/api/fleet/vehicles/${vehicle.id}`, { cookie: admin });
    expect(car.body).toMatchObject({ status: 'available', odometer: 12950, fuelLevel: 6 });
  });

  it('charges extra kilometres, late days and fuel exactly by the contract’s terms', async () => {
    const vehicle = await make('/api/fleet/vehicles', vehicleBody('FLOW 102'));
    const customer = await make('/api/customers', customerBody('290010100002'));
    const contract = await make('/api/contracts', { customerId: customer.id, vehicleId: vehicle.id, startAt: '2025-01-10T10:00:00+03:00', rateUnit: 'day', duration: 2, kmAllowancePerDay: 200, extraKmRate: '0.075', fuelChargePerEighth: '1.250', lateHourRate: '4.5' });
    await t.json('POST', `/api/contracts/${contract.id}/handover`, { cookie: admin, body: { odometer: 12000, fuel: 8, at: '2025-01-10T10:00:00+03:00' } });
    const r = await t.json('POST', `/api/contracts/${contract.id}/return`, { cookie: admin, body: { odometer: 12713, fuel: 5, at: '2025-01-13T12:30:00+03:00', inspection: { checklist: [], damages: [{ description: 'خدش في الباب', amount: '35' }] } } });
    // 26.5 h late − 1 h grace → 26 h: 1 day (15.750) + 2 h (9.000); allowance 200 × (2 + 1 + 1) = 800 km, 713 driven.
    expect(r.body.charges.lines.map((l: { code: string; total: string }) => [l.code, l.total])).toEqual([['late', '24.750'], ['fuel', '3.750'], ['damage', '35.000']]);
    expect(r.body.charges.total).toBe('63.500');
    expect(r.body.invoice).toMatchObject({ total: '63.500', kind: 'return_charges' });
  });
});

describe('hand-over and return times', () => {
  // A hand-over or return records what happened: a future one would post the deposit on a day
  // after the deposit's later events. The contract rents in the past; only `at` is in the future.
  const dayAhead = () => new Date(Date.now() + 86_400_000).toISOString();

  it('refuses a hand-over in the future, in Arabic and English, writing nothing', async () => {
    const vehicle = await make('/api/fleet/vehicles', vehicleBody('FLOW 601'));
    const customer = await make('/api/customers', customerBody('290010100008'));
    const contract = await make('/api/contracts', { customerId: customer.id, vehicleId: vehicle.id, startAt: '2025-06-01T09:00:00+03:00', rateUnit: 'day', duration: 2, reserve: true });
    const body = { odometer: 12100, fuel: 8, at: dayAhead(), inspection: { checklist: [{ code: 'spare_tyre', ok: true }], damages: [] } };
    const ar = await t.json('POST', `/api/contracts/${contract.id}/handover`, { cookie: admin, body });
    expect(ar.status).toBe(400);
    expect(ar.body.error).toMatchObject({ code: 'validation_failed', fields: { at: 'لا يكون وقت التسليم أو الإرجاع في المستقبل' } });
    const en = await t.json('POST', `/api/contracts/${contract.id}/handover`, { cookie: admin, lang: 'en', body });
    expect(en.status).toBe(400);
    expect(en.body.error.fields).toEqual({ at: 'A hand-over or return cannot be in the future' });

    const detail = await t.json('GET', `/api/contracts/${contract.id}`, { cookie: admin });
    expect(detail.body).toMatchObject({ status: 'reserved', depositStatus: 'none', handoverAt: null, handoverOdometer: null, handoverInspection: null, invoices: [] });
    const car = await t.json('GET', `/api/fleet/vehicles/${vehicle.id}`, { cookie: admin });
    expect(car.body).toMatchObject({ status: 'available', odometer: 12000 });
  });

  it('refuses a return in the future, in Arabic and English, writing nothing', async () => {
    const vehicle = await make('/api/fleet/vehicles', vehicleBody('FLOW 602'));
    const customer = await make('/api/customers', customerBody('290010100009'));
    const contract = await make('/api/contracts', { customerId: customer.id, vehicleId: vehicle.id, startAt: '2025-06-01T09:00:00+03:00', rateUnit: 'day', duration: 2, reserve: true });
    const out = await t.json('POST', `/api/contracts/${contract.id}/handover`, { cookie: admin, body: { odometer: 12100, fuel: 8, at: '2025-06-01T09:00:00+03:00' } });
    expect(out.body).toMatchObject({ status: 'active', depositStatus: 'held' });

    const body = { odometer: 12600, fuel: 6, at: dayAhead(), inspection: { checklist: [], damages: [{ description: 'خدش في الباب', amount: '35' }] } };
    const ar = await t.json('POST', `/api/contracts/${contract.id}/return`, { cookie: admin, body });
    expect(ar.status).toBe(400);
    expect(ar.body.error).toMatchObject({ code: 'validation_failed', fields: { at: 'لا يكون وقت التسليم أو الإرجاع في المستقبل' } });
    const en = await t.json('POST', `/api/contracts/${contract.id}/return`, { cookie: admin, lang: 'en', body });
    expect(en.status).toBe(400);
    expect(en.body.error.fields).toEqual({ at: 'A hand-over or return cannot be in the future' });

    const detail = await t.json('GET', `/api/contracts/${contract.id}`, { cookie: admin });
    expect(detail.body).toMatchObject({ status: 'active', depositStatus: 'held', returnedAt: null, returnOdometer: null, returnInspection: null });
    expect(detail.body.invoices.map((i: { kind: string }) => i.kind)).toEqual(['rental']);
    const car = await t.json('GET', `/api/fleet/vehicles/${vehicle.id}`, { cookie: admin });
    expect(car.body).toMatchObject({ status: 'rented', odometer: 12100, fuelLevel: 8 });

    // Back at the recorded past time, the same return goes through.
    const back = await t.json('POST', `/api/contracts/${contract.id}/return`, { cookie: admin, body: { ...body, at: '2025-06-03T09:00:00+03:00' } });
    expect(back.status).toBe(200);
    expect(back.body.contract.status).toBe('returned');
  });
});

describe('booking rules', () => {
  it('refuses overlapping bookings of one vehicle, also when two requests race', async () => {
    const vehicle = await make('/api/fleet/vehicles', vehicleBody('FLOW 201'));
    const a = await make('/api/customers', customerBody('290010100003'));
    const b = await make('/api/customers', customerBody('290010100004'));
    const first = await make('/api/contracts', { customerId: a.id, vehicleId: vehicle.id, startAt: '2027-02-01T09:00:00+03:00', rateUnit: 'week', duration: 1, reserve: true });
    const clash = await t.json('POST', '/api/contracts', { cookie: admin, body: { customerId: b.id, vehicleId: vehicle.id, startAt: '2027-02-05T09:00:00+03:00', rateUnit: 'day', duration: 2, reserve: true } });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe(`المركبة محجوزة في هذه الفترة بالعقد ${first.contractNumber}`);

    // Two drafts over the same days, confirmed at the same moment: exactly one wins.
    const d1 = await make('/api/contracts', { customerId: a.id, vehicleId: vehicle.id, startAt: '2027-03-01T09:00:00+03:00', rateUnit: 'day', duration: 3 });
    const d2 = await t.json('POST', '/api/contracts', { cookie: admin, body: { customerId: b.id, vehicleId: vehicle.id, startAt: '2027-03-02T09:00:00+03:00', rateUnit: 'day', duration: 3 } });
    expect(d2.status).toBe(201);
    const results = await Promise.all([d1.id, d2.body.id].map((id) => t.json('POST', `/api/contracts/${id}/reserve`, { cookie: admin })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses a blacklisted customer and a licence ending before the return, in Arabic', async () => {
    const vehicle = await make('/api/fleet/vehicles', vehicleBody('FLOW 301'));
    const banned = await make('/api/customers', customerBody('290010100005', { isBlacklisted: true, blacklistReason: 'شيكات مرتجعة' }));
    const expiring = await make('/api/customers', customerBody('290010100006', { licenseExpiry: '2027-04-02' }));
    const base = { vehicleId: vehicle.id, startAt: '2027-04-01T09:00:00+03:00', rateUnit: 'day', duration: 3 };
    const r1 = await t.json('POST', '/api/contracts', { cookie: admin, body: { ...base, customerId: banned.id } });
    expect(r1.status).toBe(422);
    expect(r1.body.error.message).toBe('العميل في القائمة السوداء ولا يمكن التعاقد معه');
    const r2 = await t.json('POST', '/api/contracts', { cookie: admin, body: { ...base, customerId: expiring.id }, lang: 'en' });
    expect(r2.body.error.message).toBe('The customer’s driving licence expires before the return date');
  });

  it('suspends an active contract with its reason, resumes it, and cancels a reservation', async () => {
    const vehicle = await make('/api/fleet/vehicles', vehicleBody('FLOW 501'));
    const customer = await make('/api/customers', customerBody('290010100007'));
    const base = { customerId: customer.id, vehicleId: vehicle.id, rateUnit: 'day', duration: 2, reserve: true };
    const active = await make('/api/contracts', { ...base, startAt: '2027-05-01T09:00:00+03:00' });
    expect((await t.json('POST', `/api/contracts/${active.id}/handover`, { cookie: admin, body: { odometer: 12000, fuel: 8 } })).status).toBe(200);
    const suspended = await t.json('POST', `/api/contracts/${active.id}/suspend`, { cookie: admin, body: { reason: 'تأخر السداد' } });
    expect(suspended.body).toMatchObject({ status: 'suspended', statusReason: 'تأخر السداد' });
    expect((await t.json('POST', `/api/contracts/${active.id}/resume`, { cookie: admin })).body.status).toBe('active');
    const later = await make('/api/contracts', { ...base, startAt: '2027-06-01T09:00:00+03:00' });
    const cancelled = await t.json('POST', `/api/contracts/${later.id}/cancel`, { cookie: admin, body: { reason: 'ألغى العميل' } });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', statusReason: 'ألغى العميل' });
  });

  it('never lets an odometer go backwards', async () => {
    const vehicle = await make('/api/fleet/vehicles', vehicleBody('FLOW 401'));
    const back = await t.json('POST', `/api/fleet/vehicles/${vehicle.id}/odometer`, { cookie: admin, body: { reading: 11999 } });
    expect(back.status).toBe(400);
    expect(back.body.error.message).toBe('قراءة العداد لا يمكن أن تقل عن آخر قراءة (12000 كم)');
    const patch = await t.json('PATCH', `/api/fleet/vehicles/${vehicle.id}`, { cookie: admin, body: { odometer: 500 } });
    expect(patch.status).toBe(400);
    const forward = await t.json('POST', `/api/fleet/vehicles/${vehicle.id}/odometer`, { cookie: admin, body: { reading: 12500 } });
    expect(forward.body.odometer).toBe(12500);
  });
});
