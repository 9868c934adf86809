// Leave: working-day pricing, balances, overlap refusal by the database, approval rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let employee: string;
let manager: string;
let types: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  employee = await t.signIn('employee@rental.masar.test');
  manager = await t.signIn('manager@rental.masar.test');
  const res = await t.json('GET', '/api/hr/leave/types', { cookie: employee });
  types = Object.fromEntries(res.body.items.map((i: { code: string; id: string }) => [i.code, i.id]));
});
afterAll(() => t?.stop());

type Alert = { type: string; title: string; link: string | null };
const notificationsOf = async (cookie: string) => ((await t.json('GET', '/api/alerts', { cookie })).body.items as Alert[]).filter((a) => a.type === 'notification');

describe('leave requests', () => {
  it('starts with the default types and full balances', async () => {
    expect(Object.keys(types).sort()).toEqual(['annual', 'emergency', 'sick', 'unpaid']);
    const b = await t.json('GET', '/api/hr/leave/balances?year=2027', { cookie: employee });
    const annual = b.body.items.find((i: { code: string }) => i.code === 'annual');
    expect(annual).toMatchObject({ entitled: '30.0', used: '0.0', pending: '0.0', remaining: '30.0' });
  });

  it('prices a request in working days (Friday and Saturday are free) and holds it as pending', async () => {
    // Thu 2027-01-07 … Sun 2027-01-10: Thursday and Sunday are working days.
    const res = await t.json('POST', '/api/hr/leave/requests', { cookie: employee, body: { leaveTypeId: types.annual, startDate: '2027-01-07', endDate: '2027-01-10', reason: 'عائلية' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ days: '2.0', status: 'pending', leaveTypeAr: 'إجازة سنوية' });
    // Whoever approves leave hears of it (the manager holds hr.leave.write); the employee does not.
    const told = (await notificationsOf(manager)).filter((a) => a.title.startsWith('طلب إجازة جديد'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: '/hr/leave-management' });
    expect((await notificationsOf(employee)).some((a) => a.title.startsWith('طلب إجازة جديد'))).toBe(false);
    const b = await t.json('GET', '/api/hr/leave/balances?year=2027', { cookie: employee });
    expect(b.body.items.find((i: { code: string }) => i.code === 'annual')).toMatchObject({ pending: '2.0', remaining: '28.0' });
  });

  it('refuses an overlapping request (the database constraint), in Arabic', async () => {
    const res = await t.json('POST', '/api/hr/leave/requests', { cookie: employee, body: { leaveTypeId: types.sick, startDate: '2027-01-10', endDate: '2027-01-11' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'leave_overlap', message: 'يوجد طلب إجازة آخر في نفس الفترة' });
  });

  it('refuses more days than the balance, reversed dates and weekend-only ranges', async () => {
    const tooLong = await t.json('POST', '/api/hr/leave/requests', { cookie: employee, body: { leaveTypeId: types.emergency, startDate: '2027-02-01', endDate: '2027-02-28' } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.code).toBe('insufficient_leave_balance');
    const reversed = await t.json('POST', '/api/hr/leave/requests', { cookie: employee, body: { leaveTypeId: types.annual, startDate: '2027-03-10', endDate: '2027-03-01' } });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields.endDate).toBe('تاريخ النهاية قبل تاريخ البداية');
    const weekend = await t.json('POST', '/api/hr/leave/requests', { cookie: employee, body: { leaveTypeId: types.annual, startDate: '2027-01-15', endDate: '2027-01-16' } });
    expect(weekend.status).toBe(400);
  });

  it('is approved by a manager, not by its requester, and then counts as used', async () => {
    const mine = (await t.json('GET', '/api/hr/leave/requests?mine=true', { cookie: employee })).body.items[0];
    const self = await t.json('POST', `/api/hr/leave/requests/${mine.id}/decision`, { cookie: employee, body: { decision: 'approve' } });
    expect(self.status).toBe(403);
    const ok = await t.json('POST', `/api/hr/leave/requests/${mine.id}/decision`, { cookie: manager, body: { decision: 'approve', notes: 'موافق' } });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('approved');
    expect((await notificationsOf(employee)).map((a) => a.title)).toContain(`تمت الموافقة على إجازتك ${mine.requestNumber}`);
    const again = await t.json('POST', `/api/hr/leave/requests/${mine.id}/decision`, { cookie: manager, body: { decision: 'reject' } });
    expect(again.status).toBe(400);
    const b = await t.json('GET', '/api/hr/leave/balances?year=2027', { cookie: employee });
    expect(b.body.items.find((i: { code: string }) => i.code === 'annual')).toMatchObject({ used: '2.0', pending: '0.0', remaining: '28.0' });
  });

  it('lets the requester cancel a pending request, freeing the days', async () => {
    const res = await t.json('POST', '/api/hr/leave/requests', { cookie: employee, body: { leaveTypeId: types.unpaid, startDate: '2027-04-04', endDate: '2027-04-04' } });
    expect(res.status).toBe(201);
    const cancel = await t.json('POST', `/api/hr/leave/requests/${res.body.id}/decision`, { cookie: employee, body: { decision: 'cancel' } });
    expect(cancel.body.status).toBe('cancelled');
    const again = await t.json('POST', '/api/hr/leave/requests', { cookie: employee, body: { leaveTypeId: types.unpaid, startDate: '2027-04-04', endDate: '2027-04-04' } });
    expect(again.status).toBe(201);
  });

  it('lists my own requests with mine=true; everyone’s for readers of hr.leave', async () => {
    const sales = await t.signIn('sales@rental.masar.test');
    await t.json('POST', '/api/hr/leave/requests', { cookie: sales, body: { leaveTypeId: types.annual, startDate: '2027-05-02', endDate: '2027-05-03' } });
    const mine = await t.json('GET', '/api/hr/leave/requests?mine=true', { cookie: employee });
    expect(new Set(mine.body.items.map((r: { employeeName: string }) => r.employeeName))).toEqual(new Set(['Ahmad Al-Shammari']));
    const all = await t.json('GET', '/api/hr/leave/requests', { cookie: manager });
    expect(new Set(all.body.items.map((r: { employeeName: string }) => r.employeeName)).size).toBeGreaterThanOrEqual(2);
  });
});
