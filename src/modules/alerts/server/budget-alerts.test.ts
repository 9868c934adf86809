// Budget alerts (spec §3/§4, issue 18's thresholds) as Finance II's budgets will raise them:
// raiseBudgetAlerts in the writer's transaction, once per budget and threshold; shown, counted
// and acknowledged for readers of budgets only; never across companies; announced in realtime.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { readSse } from '../../../server/test/sse';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { notify, raiseBudgetAlerts, type BudgetStanding } from '.';
import { budgetAlerts } from './tables';

let t: TestServer;
let accountant: string;
let fleet: string;
let estateAdmin: string;
let rental: string;
const budgetId = randomUUID();
const otherBudgetId = randomUUID();
const standing = (actual: string): BudgetStanding => ({ budgetId, name: { ar: 'صيانة الأسطول 2027', en: 'Fleet maintenance 2027' }, actual, budgeted: '10000.000', currency: 'KWD', link: '/finance/budgets' });
const raise = (s: BudgetStanding) => withTenant(t.deps.handle.db, { companyId: rental, userId: null }, (tx) => raiseBudgetAlerts(tx, s));

type Alert = { id: string; type: string; severity: string; title: string; message: string; link: string | null; data: Record<string, unknown> };
const budgetItems = async (cookie: string, lang: 'ar' | 'en' = 'ar') => ((await t.json('GET', '/api/alerts', { cookie, lang })).body.items as Alert[]).filter((a) => a.type === 'budget');
const counts = async (cookie: string) => (await t.json('GET', '/api/alerts/count', { cookie })).body as { budget: number; total: number };
const rows = () => t.deps.handle.db.select().from(budgetAlerts).where(eq(budgetAlerts.budgetId, budgetId));

beforeAll(async () => {
  t = await startTestServer();
  accountant = await t.signIn('accountant@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  estateAdmin = await t.signIn('admin@realestate.masar.test');
  rental = (await t.json('GET', '/api/me', { cookie: accountant })).body.company.id;
  // budget_alerts.budget_id references budgets (decision 053): the budgets these alerts are about.
  for (const id of [budgetId, otherBudgetId]) {
    await queryRows(t.deps.handle.db, sql`insert into budgets (id, company_id, fiscal_year_id, name_ar, name_en, status)
      select ${id}::uuid, company_id, id, 'صيانة الأسطول 2027', 'Fleet maintenance 2027', 'approved' from fiscal_years where company_id = ${rental} limit 1`);
  }
});
afterAll(() => t?.stop());

describe('raiseBudgetAlerts', () => {
  it('warns once from 90 %, is exceeded once past 100 %, and raises nothing when the writer rolls back', async () => {
    await expect(
      withTenant(t.deps.handle.db, { companyId: rental, userId: null }, async (tx) => {
        expect(await raiseBudgetAlerts(tx, standing('9500.000'))).toEqual(['budget_warning']);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await rows()).toHaveLength(0);

    expect(await raise(standing('8999.999'))).toEqual([]);
    expect(await raise(standing('9250.000'))).toEqual(['budget_warning']);
    expect(await raise(standing('9600.000'))).toEqual([]); // still over 90 %: not again
    expect(await raise(standing('10000.000'))).toEqual([]); // exactly on budget is not over it
    expect(await raise(standing('10420.000'))).toEqual(['budget_exceeded']);
    expect(await raise(standing('12000.000'))).toEqual([]);
    const written = await rows();
    expect(written.map((r) => [r.alertType, r.currentPercentage, r.amountExceeded]).sort()).toEqual([
      ['budget_exceeded', '104.20', '420.000'],
      ['budget_warning', '92.50', '0.000'],
    ]);
  });
});

describe('budget alerts in the bell', () => {
  it('lists them for readers of budgets, the exceeded one critical and first, in their language', async () => {
    const ar = await budgetItems(accountant);
    expect(ar.map((a) => [a.severity, a.title])).toEqual([
      ['critical', 'تجاوز الموازنة: صيانة الأسطول 2027'],
      ['high', 'الموازنة قاربت حدّها: صيانة الأسطول 2027'],
    ]);
    expect(ar[0]!.message).toContain('104.20%');
    expect(ar[0]).toMatchObject({ link: '/finance/budgets', data: { source: 'budget', budgetId, acknowledgeable: true } });
    const en = await budgetItems(accountant, 'en');
    expect(en[0]!.title).toBe('Budget exceeded: Fleet maintenance 2027');
    // Intl puts a no-break space between the code and the amount.
    expect(en[0]!.message.replace(/\u00a0/g, ' ')).toBe('The “Fleet maintenance 2027” budget is over by KWD 420.000 (104.20% of KWD 10,000.000)');
    expect((await counts(accountant)).budget).toBe(2);
  });

  it('shows them to nobody who may not read budgets, and to no other company', async () => {
    expect(await budgetItems(fleet)).toEqual([]);
    expect((await counts(fleet)).budget).toBe(0);
    expect(await budgetItems(estateAdmin)).toEqual([]);
    expect((await counts(estateAdmin)).budget).toBe(0);
  });

  it('acknowledges one (404 from another company, 403 without budgets, nothing changed); confirm all closes the rest', async () => {
    const [exceeded, warning] = await budgetItems(accountant);
    expect((await t.json('POST', `/api/alerts/budget/${exceeded!.id}/acknowledge`, { cookie: estateAdmin })).status).toBe(404);
    const refused = await t.json('POST', `/api/alerts/budget/${exceeded!.id}/acknowledge`, { cookie: fleet });
    expect(refused.status).toBe(403);
    expect((await rows()).every((r) => !r.isAcknowledged)).toBe(true);

    const done = await t.json('POST', `/api/alerts/budget/${exceeded!.id}/acknowledge`, { cookie: accountant });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: exceeded!.id, acknowledgedAt: expect.any(String) });
    expect((await counts(accountant)).budget).toBe(1);

    const confirmed = await t.json('POST', '/api/alerts/confirm-all', { cookie: accountant });
    expect(confirmed.body.budget).toBe(1);
    expect((await counts(accountant)).budget).toBe(0);
    expect((await rows()).find((r) => r.id === warning!.id)!.isAcknowledged).toBe(true);
  });

  it('announces a new one on the streams of budget readers of the company only', async () => {
    const open = async (cookie: string) => {
      const stream = readSse(await t.request('GET', '/api/alerts/stream', { cookie }));
      await stream.next((e) => e.event === 'ready');
      return stream;
    };
    const [forAccountant, forFleet] = await Promise.all([open(accountant), open(fleet)]);
    try {
      const other = otherBudgetId;
      await raise({ ...standing('9900.000'), budgetId: other });
      const [row] = await t.deps.handle.db.select().from(budgetAlerts).where(eq(budgetAlerts.budgetId, other));
      const event = await forAccountant.next((e) => e.event === 'alert');
      expect(JSON.parse(event.data)).toEqual({ type: 'budget', id: row!.id });
      // The fleet manager's next event is their own notification, with nothing before it.
      const [fleetUser] = await t.deps.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'fleet@rental.masar.test'));
      await withTenant(t.deps.handle.db, { companyId: rental, userId: null }, (tx) => notify(tx, { userIds: [fleetUser!.id], title: { ar: 'للأسطول', en: 'For the fleet' }, message: { ar: '-', en: '-' } }));
      await forFleet.next((e) => e.event === 'alert' && JSON.parse(e.data).type === 'notification');
      expect(forFleet.pending().filter((e) => e.event === 'alert')).toEqual([]);
    } finally {
      await Promise.all([forAccountant.close(), forFleet.close()]);
    }
  });
});
