// The real-estate dashboard against the demo company: each figure recomputed by hand from the
// lists and pages the tiles link to, then moved by a new lease, its payment and a request; and
// who may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween } from '../../../core/leasing';
import { compareMoney, subtractMoney, sumMoney } from '../../../core/money';
import { companyOf, inCompany, makeProperty } from '../../../server/test/estate-fixtures';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@realestate.masar.test');
});
afterAll(() => t?.stop());

const get = async (path: string, cookie = admin) => (await t.json('GET', path, { cookie })).body;

/** Every page of a list endpoint. */
async function all<T>(path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const body = await get(`${path}${path.includes('?') ? '&' : '?'}pageSize=200&page=${page}`);
    out.push(...body.items);
    if (out.length >= body.total || !body.items.length) return out;
  }
}

const minMoney = (a: string, b: string) => (compareMoney(a, b) <= 0 ? a : b);

describe('real-estate dashboard', () => {
  it('agrees with the lists it links to and with the rent schedules, figure by figure', async () => {
    const d = await get('/api/dashboard/real-estate');
    expect(d.currency).toBe('QAR');
    const today: string = d.today;

    // Occupancy and vacancy, from the properties list (all levels): leasable = no units of its own, not sold.
    type P = { id: string; status: string; unitsCount: number; isActive: boolean; daysVacant: number | null; vacantSince: string | null; propertyCode: string };
    const props = await all<P>('/api/properties?level=all');
    const leasable = props.filter((p) => p.unitsCount === 0 && p.status !== 'sold' && p.isActive);
    const vacant = leasable.filter((p) => p.status !== 'rented');
    expect(d.occupancy).toEqual({ leasable: leasable.length, rented: leasable.length - vacant.length, percent: Math.round(((leasable.length - vacant.length) / leasable.length) * 1000) / 10 });
    expect(d.vacant.count).toBe(vacant.length);
    expect(d.vacant.over90).toBe(vacant.filter((p) => (p.daysVacant ?? 0) >= 90).length);
    const longest = [...vacant].sort((a, b) => (a.vacantSince ?? '9999').localeCompare(b.vacantSince ?? '9999') || a.propertyCode.localeCompare(b.propertyCode)).slice(0, 5);
    expect(d.vacant.items.map((v: { id: string; days: number }) => [v.id, v.days])).toEqual(longest.map((p) => [p.id, p.daysVacant]));
    expect(d.vacant.over90).toBeGreaterThan(0);

    // Ending within 90 days and overdue: the lease list's own filters, which the tiles open.
    const ending = await get('/api/leases?endingWithinDays=90&pageSize=200&sort=end&dir=asc');
    expect(d.ending.count).toBe(ending.total);
    expect(d.ending.items.map((l: { id: string }) => l.id)).toEqual(ending.items.slice(0, 5).map((l: { id: string }) => l.id));
    const overdue = await all<{ id: string; overdue: string }>('/api/leases?overdue=1');
    expect(d.overdue.leases).toBe(overdue.length);
    expect(d.overdue.amount).toBe(sumMoney(overdue.map((l) => l.overdue)));
    const most = [...overdue].sort((a, b) => compareMoney(b.overdue, a.overdue))[0]!;
    expect(d.overdue.items[0]).toMatchObject({ amount: most.overdue });

    // Rent due this month and last, and collected on it, summed from every lease's schedule.
    const thisStart = `${today.slice(0, 7)}-01`;
    const lastStart = addMonths(thisStart, -1);
    const months = { thisMonth: { due: '0', collected: '0' }, lastMonth: { due: '0', collected: '0' } };
    type I = { dueDate: string; amount: string; paid: string; status: string };
    for (const lease of await all<{ id: string; status: string }>('/api/leases')) {
      if (lease.status === 'draft') continue;
      for (const i of (await get(`/api/leases/${lease.id}`)).installments as I[]) {
        if (i.status === 'cancelled' || i.dueDate < lastStart || i.dueDate > addDays(addMonths(thisStart, 1), -1)) continue;
        const month = i.dueDate >= thisStart ? months.thisMonth : months.lastMonth;
        month.due = sumMoney([month.due, i.amount]);
        month.collected = sumMoney([month.collected, minMoney(i.paid, i.amount)]);
      }
    }
    const norm = (m: { due: string; collected: string }) => ({ due: subtractMoney(m.due, '0'), collected: subtractMoney(m.collected, '0') });
    expect({ thisMonth: norm(d.rent.thisMonth), lastMonth: norm(d.rent.lastMonth) }).toEqual({ thisMonth: norm(months.thisMonth), lastMonth: norm(months.lastMonth) });
    expect(compareMoney(d.rent.lastMonth.due, '0')).toBeGreaterThan(0);

    // Open maintenance: the requests list by status.
    const open = await all<{ priority: string }>('/api/property-maintenance?status=open,assigned,in_progress');
    expect(d.maintenance.total).toBe(open.length);
    expect(d.maintenance.urgent).toBe(open.filter((r) => r.priority === 'urgent').length);
    expect(d.maintenance.open + d.maintenance.assigned + d.maintenance.inProgress).toBe(d.maintenance.total);
  });

  it('moves with a new lease, its payment and a new urgent request', async () => {
    const before = await get('/api/dashboard/real-estate');
    const { companyId, userId } = await companyOf(t, 'admin@realestate.masar.test');
    const flat = await inCompany(t, { companyId, userId }, (tx) => makeProperty(tx, companyId, { nameAr: 'شقة لوحة المؤشرات', vacantSince: before.today }));
    const customer = (await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'مستأجر لوحة المؤشرات', phone: '+974 7000 1234' } })).body;
    const lease = await t.json('POST', '/api/leases', { cookie: admin, body: { propertyId: flat.id, customerId: customer.id, startDate: before.today, termMonths: 1, monthlyRent: '7000', activate: true } });
    expect(lease.status).toBe(201);
    const after = await get('/api/dashboard/real-estate');
    expect(after.occupancy.leasable).toBe(before.occupancy.leasable + 1);
    expect(after.occupancy.rented).toBe(before.occupancy.rented + 1);
    expect(after.rent.thisMonth.due).toBe(sumMoney([before.rent.thisMonth.due, '7000']));
    // A one-month lease from today ends within 90 days.
    expect(after.ending.count).toBe(before.ending.count + 1);
    const paid = await t.json('POST', `/api/leases/${lease.body.id}/payments`, { cookie: admin, body: { method: 'cash', amount: '7000' } });
    expect(paid.status).toBe(200);
    expect((await get('/api/dashboard/real-estate')).rent.thisMonth.collected).toBe(sumMoney([before.rent.thisMonth.collected, '7000']));
    const request = await t.json('POST', '/api/property-maintenance', { cookie: admin, body: { propertyId: flat.id, category: 'air_conditioning', priority: 'urgent', title: 'المكيف لا يعمل' } });
    expect(request.status).toBe(201);
    const last = await get('/api/dashboard/real-estate');
    expect(last.maintenance).toMatchObject({ total: before.maintenance.total + 1, open: before.maintenance.open + 1, urgent: before.maintenance.urgent + 1 });
    expect(daysBetween(before.today, last.today)).toBeLessThanOrEqual(1);
  });

  it('opens to every member of the company and shows each company only its own', async () => {
    const employee = await t.signIn('employee@realestate.masar.test');
    const res = await t.json('GET', '/api/dashboard/real-estate', { cookie: employee });
    expect(res.status).toBe(200);
    expect(res.body.occupancy.leasable).toBeGreaterThan(0);
    const rental = await get('/api/dashboard/real-estate', await t.signIn('admin@rental.masar.test'));
    expect(rental).toMatchObject({ currency: 'KWD', occupancy: { leasable: 0, rented: 0 }, vacant: { count: 0 }, ending: { count: 0 }, overdue: { leases: 0 }, maintenance: { total: 0 } });
    expect((await t.json('GET', '/api/dashboard/real-estate')).status).toBe(401);
  });
});
