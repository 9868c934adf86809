// The deposits register through the API: every deposit of the demo's rental contracts and leases,
// reconciled to the deposits-held account after the demo data and after a hand-over takes a new
// deposit; filters by status, age and kind; the Excel download; who may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { depositAge, depositHeld, type DepositStatus } from '../../../core/finance';
import { compareMoney } from '../../../core/money';

let t: TestServer;
let accountant: string;

type Row = { number: string; status: DepositStatus; held: string; amount: string; applied: string; refunded: string; source: string; age: string; days: number; heldOn: string; settledOn: string | null };
type Register = { asOf: string; total: number; page: number; pageSize: number; items: Row[]; totals: { held: string }; counts: Record<string, number>; account: { code: string; balance: string }; totalHeld: string; difference: string; reconciled: boolean };
const register = async (query = '', cookie = accountant) => (await t.json<Register>('GET', `/api/finance/deposits${query}`, { cookie })).body;
/** The database worked out what each deposit holds and its age as the core rules do (core/finance/deposits.ts). */
function expectCoreRules(register: Register) {
  for (const d of register.items) {
    expect(compareMoney(d.held, depositHeld(d)), d.number).toBe(0);
    expect({ days: d.days, band: d.age }, d.number).toEqual(depositAge(d.heldOn, d.settledOn ?? register.asOf));
  }
}

/** Every page of the register, in its order (the demo holds more deposits than one page). */
async function wholeRegister(cookie = accountant) {
  const first = await register('?pageSize=200', cookie);
  const items = [...first.items];
  for (let page = 2; items.length < first.total; page++) items.push(...(await register(`?pageSize=200&page=${page}`, cookie)).items);
  return { ...first, items };
}

beforeAll(async () => {
  t = await startTestServer();
  accountant = await t.signIn('accountant@rental.masar.test');
});
afterAll(() => t?.stop());

describe('deposits register', () => {
  it('lists the rental demo’s deposits, held ones first, and agrees with the deposits-held account', async () => {
    const all = await wholeRegister();
    expectCoreRules(all);
    expect(all.total).toBe(all.counts.all);
    expect(all.items.length).toBe(all.total);
    expect(all.counts.held).toBeGreaterThan(0);
    expect(all.counts.settled).toBeGreaterThan(0);
    expect(all).toMatchObject({ reconciled: true, difference: '0.000' });
    expect(all.account.balance).toBe(all.totalHeld);
    const firstSettled = all.items.findIndex((d) => d.status !== 'held');
    expect(all.items.slice(0, firstSettled).every((d) => d.status === 'held')).toBe(true);
    expect(all.items.slice(firstSettled).every((d) => d.status !== 'held' && d.held === '0.000')).toBe(true);

    const held = await register('?status=held');
    expect(held.total).toBe(all.counts.held);
    expect(held.totals.held).toBe(all.totalHeld);
    // One page at a time, in the register's order; the totals stay those of every matching deposit.
    const second = await register('?pageSize=5&page=2');
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 5, totalHeld: all.totalHeld });
    expect(second.items).toEqual(all.items.slice(5, 10));
    const settled = await register('?status=settled&source=contract');
    expect(settled.items.every((d) => d.status === 'settled' && d.source === 'contract')).toBe(true);
    const band = held.items[0]!.age;
    expect((await register(`?status=held&age=${band}`)).items.every((d) => d.age === band)).toBe(true);

    const xlsx = await t.request('GET', '/api/finance/deposits?format=xlsx', { cookie: accountant });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('takes a new deposit at hand-over into the register and the account alike', async () => {
    const admin = await t.signIn('admin@rental.masar.test');
    const post = async (path: string, body: unknown) => (await t.json('POST', path, { cookie: admin, body })).body;
    const before = await register();
    const vehicle = await post('/api/fleet/vehicles', { plateNumber: 'DEP 2500', make: 'Kia', model: 'K5', year: 2025, dailyRate: '14', depositAmount: '250' });
    const customer = await post('/api/customers', { nameAr: 'هند الصباح', phone: '+965 6600 2500', civilId: '291010102500', licenseNumber: 'DL-2500', licenseExpiry: '2035-01-01' });
    const contract = await post('/api/contracts', { customerId: customer.id, vehicleId: vehicle.id, startAt: new Date().toISOString(), rateUnit: 'day', duration: 2 });
    const handover = await t.json('POST', `/api/contracts/${contract.id}/handover`, { cookie: admin, body: { odometer: 10, fuel: 8 } });
    expect(handover.body).toMatchObject({ depositStatus: 'held' });

    const after = await register(`?search=${encodeURIComponent(contract.contractNumber)}`);
    expect(after.items).toEqual([expect.objectContaining({ number: contract.contractNumber, source: 'contract', status: 'held', amount: '250.000', held: '250.000', age: '0_90' })]);
    const whole = await register();
    expect(whole.reconciled).toBe(true);
    expect(Number(whole.totalHeld) - Number(before.totalHeld)).toBeCloseTo(250, 3);
  });

  it('reconciles the real-estate demo’s lease deposits too', async () => {
    const realEstate = await t.signIn('accountant@realestate.masar.test');
    const leases = await wholeRegister(realEstate);
    expectCoreRules(leases);
    expect(leases.items.length).toBeGreaterThan(0);
    expect(leases.items.every((d) => d.source === 'lease')).toBe(true);
    expect(leases.items.some((d) => d.status === 'carried_over')).toBe(true);
    expect((await register('', realEstate)).reconciled).toBe(true);
  });

  it('is read by the treasury’s readers: not by the fleet manager', async () => {
    expect((await t.json('GET', '/api/finance/deposits', { cookie: await t.signIn('fleet@rental.masar.test') })).status).toBe(403);
    expect((await t.json('GET', '/api/finance/deposits', { cookie: await t.signIn('employee@rental.masar.test') })).status).toBe(200);
  });
});
