// Demo budgets (issue 18), one approved budget for the current fiscal year per demo company, made
// through the services as the accountant under row-level security; deterministic from the seed's
// clock. Car rental: a cost-centre tree under the template's branches, 9 lines, and the year's
// vehicle insurance premium paid in its first month (a manual entry), which leaves that line just
// under 90 % — the budget as a whole stays well under, so no alert is raised. Real estate: rent by
// kind of property, maintenance per property cost centre, the building costs; its actuals come from
// the leases' own postings, all well under 90 %.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { localDate } from '../../../core/attendance';
import { resolveCurrency } from '../../../core/money';
import { createCostCenter, createManualEntry, postManualEntry } from '../../finance/server';
import { createBudget, setBudgetStatus, type LineInput } from './service';

type Plan = {
  name: { ar: string; en: string; notes: string };
  /** [parent code, code, Arabic, English] under the template's cost centres. */
  children: ReadonlyArray<readonly [string, string, string, string]>;
  /** [account code, cost-centre code or null, annual amount] */
  lines: ReadonlyArray<readonly [string, string | null, string]>;
  /** A prepaid annual cost posted on the year's first day (expense account, cost centre, amount), from the bank. */
  prepaid?: { account: string; costCenter: string; amount: string; ar: string; en: string; reference: string };
};

const PLANS: Record<string, Plan> = {
  car_rental: {
    name: { ar: 'الموازنة التشغيلية', en: 'Operating budget', notes: 'موازنة الفروع والأسطول للسنة المالية الحالية' },
    children: [
      ['CC-01', 'CC-01-OPS', 'العمليات - الفرع الرئيسي', 'Operations – main branch'],
      ['CC-01', 'CC-01-MNT', 'الصيانة - الفرع الرئيسي', 'Maintenance – main branch'],
      ['CC-01', 'CC-01-ADM', 'الإدارة', 'Administration'],
      ['CC-02', 'CC-02-OPS', 'العمليات - فرع المطار', 'Operations – airport'],
      ['CC-02', 'CC-02-MNT', 'الصيانة - فرع المطار', 'Maintenance – airport'],
    ],
    lines: [
      ['4101', null, '180000'],
      ['5101', null, '6000'],
      ['5102', null, '24000'],
      ['5104', null, '12000'],
      ['5205', 'CC-01', '7200'],
      ['5205', 'CC-02', '4800'],
      ['5201', null, '60000'],
      ['5109', null, '3000'],
      ['5301', 'CC-02-OPS', '2400'],
    ],
    // The insurance premium paid for the year: 89 % of its 12,000 line.
    prepaid: { account: '5104', costCenter: 'CC-01', amount: '10680', ar: 'قسط تأمين الأسطول السنوي', en: 'Annual fleet insurance premium', reference: 'INS-POLICY' },
  },
  real_estate: {
    name: { ar: 'موازنة العقارات', en: 'Property budget', notes: 'إيرادات الإيجار وتكاليف تشغيل العقارات للسنة المالية الحالية' },
    children: [
      ['CC-01', 'CC-01-MNT', 'صيانة العقارات السكنية', 'Residential maintenance'],
      ['CC-02', 'CC-02-MNT', 'صيانة العقارات التجارية', 'Commercial maintenance'],
    ],
    lines: [
      ['4101', null, '240000'],
      ['4102', null, '150000'],
      ['4103', 'CC-03', '18000'],
      ['5101', 'CC-01-MNT', '30000'],
      ['5101', 'CC-02-MNT', '20000'],
      ['5102', null, '14400'],
      ['5103', null, '12000'],
      ['5104', null, '9000'],
      ['5201', null, '72000'],
      ['5301', null, '4000'],
    ],
  },
};

export async function seedBudgetsDemo(tx: Tx, ctx: { companyId: string; businessType: string; scale?: number; now?: Date }) {
  const plan = PLANS[ctx.businessType];
  if (!plan) return;
  const [company] = await queryRows<{ timezone: string; currency: string; userId: string | null }>(
    tx,
    sql`select c.timezone, c.currency, coalesce((select r.user_id from user_roles r where r.company_id = c.id and r.role = 'accountant' order by r.user_id limit 1), (select r.user_id from user_roles r where r.company_id = c.id and r.role = 'company_admin' order by r.user_id limit 1)) as "userId" from companies c where c.id = ${ctx.companyId}`,
  );
  if (!company) return;
  const today = localDate(ctx.now ?? new Date(), company.timezone);
  const currency = resolveCurrency(company.currency);
  const accounts = new Map((await queryRows<{ id: string; code: string }>(tx, sql`select id, code from ledger_accounts where company_id = ${ctx.companyId}`)).map((a) => [a.code, a.id]));
  const [year] = await queryRows<{ id: string; start: string }>(tx, sql`select id, start_date::text as start from fiscal_years where company_id = ${ctx.companyId} and start_date <= ${today} and end_date >= ${today} limit 1`);
  if (!year || !accounts.has('110103')) return;
  const who = { companyId: ctx.companyId, userId: company.userId, currency, today };
  if (who.userId) await tx.execute(sql`select set_config('app.user_id', ${who.userId}, true)`);
  await tx.execute(sql`set local role app_user`);
  try {
    const centres = new Map((await queryRows<{ id: string; code: string }>(tx, sql`select id, code from cost_centers`)).map((c) => [c.code, c.id]));
    for (const [parent, code, ar, en] of plan.children) {
      if (centres.has(code) || !centres.has(parent)) continue;
      const row = await createCostCenter(tx, ctx.companyId, { code, nameAr: ar, nameEn: en, parentId: centres.get(parent)!, isActive: true });
      centres.set(code, row.id);
    }
    const lines: LineInput[] = plan.lines.filter(([code, cc]) => accounts.has(code) && (!cc || centres.has(cc))).map(([code, cc, annual]) => ({ accountId: accounts.get(code)!, costCenterId: cc ? centres.get(cc)! : null, annual }));
    const fy = year.start.slice(0, 4);
    const budget = await createBudget(tx, { fiscalYearId: year.id, nameAr: `${plan.name.ar} ${fy}`, nameEn: `${plan.name.en} ${fy}`, notes: plan.name.notes, lines }, who);
    await setBudgetStatus(tx, budget.id, 'approved', who);
    const prepaid = plan.prepaid;
    if (!prepaid || !accounts.has(prepaid.account)) return;
    const entry = await createManualEntry(tx, ctx.companyId, who.userId, {
      entryDate: year.start,
      descriptionAr: prepaid.ar,
      descriptionEn: prepaid.en,
      reference: prepaid.reference,
      lines: [
        { accountId: accounts.get(prepaid.account)!, debit: prepaid.amount, costCenterId: centres.get(prepaid.costCenter) ?? null },
        { accountId: accounts.get('110103')!, credit: prepaid.amount },
      ],
    });
    await postManualEntry(tx, ctx.companyId, entry.id, who.userId);
  } finally {
    await tx.execute(sql`reset role`);
  }
}
