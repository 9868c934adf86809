// The deposits register: every security deposit the company took (rental contracts at hand-over,
// leases at activation) with what was applied and refunded, what it still holds and for how long,
// beside the balance of the deposits-held account on the same day. The two agree because every
// deposit event posts to that account on its own date (decision 031); a difference is shown.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { likePattern } from '../../../server/http/fields';
import { z } from '@hono/zod-openapi';
import { decimalOut } from '../../../server/http/row-schema';
import { DEPOSIT_AGES, DEPOSIT_STATUSES, type DepositAge, type DepositStatus } from '../../../core/finance';
import { compareMoney, parseMoney, subtractMoney, type CurrencyCode } from '../../../core/money';
import { contractDepositRows } from '../../contracts/server';
import { mappedAccountBalance, type ReportTable } from '../../finance/server';
import { leaseDepositRows } from '../../property-contracts/server';
import { inTurn } from '../../../server/db/in-turn';

export type RegisterQuery = { status?: DepositStatus; age?: DepositAge; source?: 'contract' | 'lease'; search?: string };
/** One page of the filtered rows; without it, all of them (the downloads). */
export type RegisterPage = { page: number; pageSize: number };
export type RegisterContext = { companyId: string; currency: CurrencyCode; timezone: string; today: string };


/** One deposit of the register, as the API answers it (and the web's generated type mirrors). */
export const depositOut = z.object({
  source: z.enum(['contract', 'lease']),
  id: z.string(),
  number: z.string(),
  customerId: z.string(),
  customerNameAr: z.string().nullable(),
  customerNameEn: z.string().nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  heldOn: z.string(),
  settledOn: z.string().nullable(),
  amount: decimalOut,
  applied: decimalOut,
  refunded: decimalOut,
  held: decimalOut,
  days: z.number().int(),
  age: z.enum(DEPOSIT_AGES),
});
export type RegisterRow = z.infer<typeof depositOut>;

/**
 * Every source's deposits with what each still holds and its age, as core/finance/deposits.ts
 * rules them (depositHeld, depositAge: the register's API test holds every row to them):
 * held = amount less applied and refunded while held, never below zero, else nothing; days from
 * the day taken to the day settled or today, banded at 90, 180 and 365.
 */
function deposits(ctx: RegisterContext): SQL {
  return sql`with d as (${contractDepositRows(ctx.companyId, ctx.timezone)} union all ${leaseDepositRows(ctx.companyId, ctx.timezone)}),
    r as (select d.*, case when status = 'held' then greatest(amount - applied - refunded, 0) else 0 end as held,
                 greatest(0, coalesce(settled_on, ${ctx.today}::date) - held_on) as days from d)
    select source, id, number, customer_id, customer_name_ar, customer_name_en, status, held_on::text as held_on, settled_on::text as settled_on,
           amount, applied, refunded, held, days, case when days <= 90 then '0_90' when days <= 180 then '91_180' when days <= 365 then '181_365' else '365_plus' end as age from r`;
}

function matching(q: RegisterQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (q.status) where.push(sql`status = ${q.status}`);
  if (q.age) where.push(sql`age = ${q.age}`);
  if (q.source) where.push(sql`source = ${q.source}`);
  const search = q.search?.trim();
  if (search) {
    const like = likePattern(search);
    where.push(sql`(number ilike ${like} or customer_name_ar ilike ${like} or customer_name_en ilike ${like})`);
  }
  return sql.join(where, sql` and `);
}

type Row = { source: 'contract' | 'lease'; id: string; number: string; customer_id: string; customer_name_ar: string | null; customer_name_en: string | null; status: DepositStatus; held_on: string; settled_on: string | null; amount: string; applied: string; refunded: string; held: string; days: number; age: DepositAge };
type Figures = { all: number; held_count: number; settled: number; carried_over: number; total_held: string; matching: number; amount: string; applied: string; refunded: string; held: string } & Record<DepositAge, number>;

/**
 * The register: one page of the matching deposits, held first and the oldest at the top (what the
 * accountant has to chase or refund), with the totals of every matching deposit and the counts of
 * all. The filtering, order, page and sums are the database's: a company's register grows by every
 * contract it hands over.
 */
export async function depositsRegister(tx: Tx, ctx: RegisterContext, q: RegisterQuery, paging?: RegisterPage) {
  const where = matching(q);
  const window = paging ? sql`limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}` : sql``;
  const [rows, [figures], account] = await inTurn([
    // A page of no rows (the finance health check wants the figures only) reads none.
    () => (paging?.pageSize === 0 ? Promise.resolve([]) : queryRows<Row>(tx, sql`select * from (${deposits(ctx)}) x where ${where} order by status <> 'held', held_on, number collate "C" ${window}`)),
    () => queryRows<Figures>(tx, sql`select count(*)::int as all, count(*) filter (where status = 'held')::int as held_count,
        count(*) filter (where status = 'settled')::int as settled, count(*) filter (where status = 'carried_over')::int as carried_over,
        coalesce(sum(held), 0)::text as total_held,
        ${sql.join(DEPOSIT_AGES.map((band) => sql`count(*) filter (where status = 'held' and age = ${band})::int as ${sql.identifier(band)}`), sql`, `)},
        count(*) filter (where ${where})::int as matching,
        coalesce(sum(amount) filter (where ${where}), 0)::text as amount, coalesce(sum(applied) filter (where ${where}), 0)::text as applied,
        coalesce(sum(refunded) filter (where ${where}), 0)::text as refunded, coalesce(sum(held) filter (where ${where}), 0)::text as held
      from (${deposits(ctx)}) x`),
    () => mappedAccountBalance(tx, { companyId: ctx.companyId, key: 'deposits_held', asOf: ctx.today, currency: ctx.currency }),
  ]);
  const f = figures!;
  const inCurrency = (v: string) => parseMoney(v, ctx.currency);
  const totalHeld = inCurrency(f.total_held);
  const difference = inCurrency(subtractMoney(account.balance, totalHeld));
  const items: RegisterRow[] = rows.map((r) => ({
    source: r.source,
    id: r.id,
    number: r.number,
    customerId: r.customer_id,
    customerNameAr: r.customer_name_ar,
    customerNameEn: r.customer_name_en,
    status: r.status,
    heldOn: r.held_on,
    settledOn: r.settled_on,
    amount: inCurrency(r.amount),
    applied: inCurrency(r.applied),
    refunded: inCurrency(r.refunded),
    held: inCurrency(r.held),
    days: Number(r.days),
    age: r.age,
  }));
  const page = paging ?? { page: 1, pageSize: Math.max(1, f.matching) };
  return {
    items,
    total: f.matching,
    page: page.page,
    pageSize: page.pageSize,
    currency: ctx.currency,
    asOf: ctx.today,
    totals: { amount: inCurrency(f.amount), applied: inCurrency(f.applied), refunded: inCurrency(f.refunded), held: inCurrency(f.held) },
    counts: { all: f.all, held: f.held_count, settled: f.settled, carried_over: f.carried_over },
    ages: Object.fromEntries(DEPOSIT_AGES.map((band) => [band, f[band]])) as Record<DepositAge, number>,
    account: { ...account },
    totalHeld,
    difference,
    reconciled: compareMoney(difference, '0') === 0,
  };
}

const STATUS = { held: { ar: 'محتجز', en: 'Held' }, settled: { ar: 'مسوّى', en: 'Settled' }, carried_over: { ar: 'مُرحّل للتجديد', en: 'Carried over' } } as const;
const SOURCE = { contract: { ar: 'عقد تأجير', en: 'Rental contract' }, lease: { ar: 'عقد إيجار عقار', en: 'Lease' } } as const;

/** The register as the shared report table, for its Excel and PDF downloads. */
export function registerTable(register: Awaited<ReturnType<typeof depositsRegister>>): ReportTable {
  return {
    title: { ar: 'سجل التأمينات المحتجزة', en: 'Deposits register' },
    subtitle: { ar: `حتى \u2066${register.asOf}\u2069 — رصيد حساب التأمينات ${register.account.balance}`, en: `As of ${register.asOf} — deposits-held account ${register.account.balance}` },
    currency: register.currency,
    columns: [
      { key: 'number', label: { ar: 'العقد', en: 'Contract' }, kind: 'text' },
      { key: 'source', label: { ar: 'النوع', en: 'Type' }, kind: 'text' },
      { key: 'customer', label: { ar: 'العميل', en: 'Customer' }, kind: 'text' },
      { key: 'heldOn', label: { ar: 'تاريخ الاستلام', en: 'Held since' }, kind: 'date' },
      { key: 'status', label: { ar: 'الحالة', en: 'Status' }, kind: 'text' },
      { key: 'amount', label: { ar: 'مبلغ التأمين', en: 'Deposit' }, kind: 'money' },
      { key: 'applied', label: { ar: 'المستخدم للمستحقات', en: 'Applied' }, kind: 'money' },
      { key: 'refunded', label: { ar: 'المردود', en: 'Refunded' }, kind: 'money' },
      { key: 'held', label: { ar: 'المحتجز حاليًا', en: 'Still held' }, kind: 'money' },
    ],
    rows: register.items.map((d) => ({
      cells: { number: d.number, source: SOURCE[d.source], customer: { ar: d.customerNameAr ?? d.customerNameEn ?? '', en: d.customerNameEn ?? d.customerNameAr ?? '' }, heldOn: d.heldOn, status: STATUS[d.status], amount: d.amount, applied: d.applied, refunded: d.refunded, held: d.held },
    })),
    totals: [{ style: 'total', cells: { number: { ar: 'الإجمالي', en: 'Total' }, source: null, customer: null, heldOn: null, status: null, amount: register.totals.amount, applied: register.totals.applied, refunded: register.totals.refunded, held: register.totals.held } }],
  };
}
