// One-off additions and deductions through the API (issue 19): on the demo's run awaiting
// approval, a correction of the approved month before it and a one-off deduction each become a
// payslip line naming its source, and the run is figured again at once; an approved month takes
// nothing more (corrections go into a later run); bad input is refused in both languages with
// nothing written; removing one figures the run back; only whoever runs payroll may touch them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
const months = { open: '', approved: '' };
let employeeId = '';

type Line = { code: string; amount: string; sourceEn: string; sourceAr: string; labelEn: string };
type Slip = { employeeId: string; gross: string; deductions: string; net: string; lines: Line[] };
type Run = { id: string; month: string; status: string; gross: string; net: string; payslips: Slip[] };
const post = (path: string, body: unknown, cookie = admin, lang: 'en' | 'ar' = 'en') => t.json('POST', path, { cookie, body, lang });
const runOf = async (month: string): Promise<Run> => {
  const list = (await t.json('GET', '/api/payroll/runs', { cookie: admin })).body.items as Array<{ id: string; month: string }>;
  return (await t.json('GET', `/api/payroll/runs/${list.find((r) => r.month === month)!.id}`, { cookie: admin })).body;
};
const slipOf = (run: Run) => run.payslips.find((p) => p.employeeId === employeeId)!;
const count = async () => (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from pay_adjustments`))[0]!.n;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  const runs = (await t.json('GET', '/api/payroll/runs', { cookie: admin })).body.items as Array<{ month: string; status: string }>;
  months.open = runs.find((r) => r.status === 'calculated')!.month;
  months.approved = runs.find((r) => r.status === 'paid')!.month;
  // An employee of the open run without social insurance (not Kuwaiti): an addition moves the net by itself.
  const run = await runOf(months.open);
  const profiles = await queryRows<{ id: string }>(t.deps.handle.db, sql`select employee_id as id from pay_profiles where nationality is null`);
  const uninsured = new Set(profiles.map((p) => p.id));
  // …and none of the demo's own one-offs of that month.
  employeeId = run.payslips.find((p) => uninsured.has(p.employeeId) && !p.lines.some((l) => /^(addition|deduction)_/.test(l.code)))!.employeeId;
});
afterAll(() => t?.stop());

describe('one-off additions and deductions', () => {
  it('become payslip lines with their source, and the run awaiting approval is figured again', async () => {
    const before = slipOf(await runOf(months.open));
    const fix = await post('/api/payroll/adjustments', { employeeId, kind: 'addition', month: months.open, labelAr: 'فرق عمل إضافي', labelEn: 'Overtime not paid', amount: '37.5', correctsMonth: months.approved, reason: 'Two Fridays missed' });
    expect(fix.status).toBe(201);
    expect(fix.body).toMatchObject({ kind: 'addition', amount: '37.500', correctsMonth: months.approved, month: months.open });
    const fine = await post('/api/payroll/adjustments', { employeeId, kind: 'deduction', month: months.open, labelAr: 'تلف مفتاح سيارة', amount: '12.250' });
    expect(fine.status).toBe(201);

    const run = await runOf(months.open);
    const after = slipOf(run);
    const added = after.lines.find((l) => l.code === 'addition_1')!;
    expect([added.amount, added.labelEn, added.sourceEn]).toEqual(['37.500', 'Overtime not paid', `Correction of the ${months.approved} run — Two Fridays missed`]);
    expect(added.sourceAr).toBe(`تصحيح مسير شهر ${months.approved} — Two Fridays missed`);
    const taken = after.lines.find((l) => l.code === 'deduction_1')!;
    expect([taken.amount, taken.sourceEn]).toEqual(['12.250', 'One-off deduction']);
    // Exact: gross up by the addition, net by the addition less the deduction.
    expect(Number(after.gross) - Number(before.gross)).toBeCloseTo(37.5, 6);
    expect(Number(after.net) - Number(before.net)).toBeCloseTo(25.25, 6);
    expect(run.status).toBe('calculated');

    const listed = await t.json('GET', `/api/payroll/adjustments?month=${months.open}`, { cookie: admin });
    // The demo's two of that month, then these two.
    expect(listed.body.items).toHaveLength(4);
    expect(listed.body.items.slice(2).map((a: { kind: string; amount: string; employeeId: string }) => [a.kind, a.amount, a.employeeId])).toEqual([
      ['addition', '37.500', employeeId],
      ['deduction', '12.250', employeeId],
    ]);

    // Removing the deduction figures the run back without it.
    expect((await t.json('DELETE', `/api/payroll/adjustments/${fine.body.id}`, { cookie: admin })).status).toBe(200);
    const back = slipOf(await runOf(months.open));
    expect(back.lines.some((l) => l.code === 'deduction_1')).toBe(false);
    expect(Number(back.net) - Number(before.net)).toBeCloseTo(37.5, 6);
  });

  it('refuses an approved month and bad input with a clear reason in both languages, writing nothing', async () => {
    const n = await count();
    const approved = await post('/api/payroll/adjustments', { employeeId, kind: 'addition', month: months.approved, labelAr: 'مكافأة', amount: '10' });
    expect(approved.status).toBe(409);
    expect(approved.body.error.code).toBe('payroll_adjustment_month_approved');
    expect(approved.body.error.message).toContain(months.approved);
    const arabic = await post('/api/payroll/adjustments', { employeeId, kind: 'addition', month: months.approved, labelAr: 'مكافأة', amount: '10' }, admin, 'ar');
    expect(arabic.body.error.message).toContain('معتمد ولا يتغير');

    const bad = async (body: Record<string, unknown>) => {
      const res = await post('/api/payroll/adjustments', { employeeId, kind: 'addition', month: months.open, labelAr: 'مكافأة', amount: '10', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      return res.body.error.fields as Record<string, string>;
    };
    expect(Object.keys(await bad({ amount: '0' }))).toEqual(['amount']);
    expect(Object.keys(await bad({ amount: '-5' }))).toEqual(['amount']);
    expect(Object.keys(await bad({ labelAr: '  ' }))).toEqual(['labelAr']);
    expect(Object.keys(await bad({ kind: 'bonus' }))).toEqual(['kind']);
    expect(Object.keys(await bad({ employeeId: '00000000-0000-4000-8000-000000000000' }))).toEqual(['employeeId']);
    expect(Object.keys(await bad({ correctsMonth: months.open }))).toEqual(['correctsMonth']);
    expect(Object.keys(await bad({ correctsMonth: '2019-01' }))).toEqual(['correctsMonth']);
    expect(await count()).toBe(n);
  });

  it('is for whoever runs payroll; an approved run keeps its adjustments', async () => {
    const sales = await t.signIn('sales@rental.masar.test');
    expect((await t.json('GET', `/api/payroll/adjustments?month=${months.open}`, { cookie: sales })).status).toBe(403);
    expect((await post('/api/payroll/adjustments', { employeeId, kind: 'addition', month: months.open, labelAr: 'مكافأة', amount: '10' }, sales)).status).toBe(403);

    const kept = ((await t.json('GET', `/api/payroll/adjustments?month=${months.open}`, { cookie: admin })).body.items as Array<{ id: string; employeeId: string }>).find((a) => a.employeeId === employeeId);
    const run = await runOf(months.open);
    expect((await post(`/api/payroll/runs/${run.id}/approve`, undefined)).status).toBe(200);
    const removed = await t.json('DELETE', `/api/payroll/adjustments/${kept!.id}`, { cookie: admin, lang: 'en' });
    expect(removed.status).toBe(409);
    expect(removed.body.error.code).toBe('payroll_adjustment_month_approved');
    expect(slipOf(await runOf(months.open)).lines.find((l) => l.code === 'addition_1')!.amount).toBe('37.500');
  });
});
