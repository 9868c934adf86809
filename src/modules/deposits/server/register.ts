// The deposits register: every security deposit the company took (rental contracts at hand-over,
// leases at activation) with what was applied and refunded, what it still holds and for how long,
// beside the balance of the deposits-held account on the same day. The two agree because every
// deposit event posts to that account on its own date (decision 031); a difference is shown.
import type { Tx } from '../../../server/db/client';
import { DEPOSIT_AGES, depositAge, depositHeld, type DepositAge, type DepositStatus } from '../../../core/finance';
import { compareMoney, parseMoney, subtractMoney, sumMoney, type CurrencyCode } from '../../../core/money';
import { contractDeposits, type DepositRecord } from '../../contracts/server';
import { mappedAccountBalance, type ReportTable } from '../../finance/server';
import { leaseDeposits } from '../../property-contracts/server';
import { inTurn } from '../../../server/db/in-turn';

export type RegisterQuery = { status?: DepositStatus; age?: DepositAge; source?: 'contract' | 'lease'; search?: string };
export type RegisterContext = { companyId: string; currency: CurrencyCode; timezone: string; today: string };

export type RegisterRow = DepositRecord & { held: string; days: number; age: DepositAge };

export async function depositsRegister(tx: Tx, ctx: RegisterContext, q: RegisterQuery) {
  const [rental, leased, account] = await inTurn([
    () => contractDeposits(tx, ctx.companyId, ctx.timezone),
    () => leaseDeposits(tx, ctx.companyId, ctx.timezone),
    () => mappedAccountBalance(tx, { companyId: ctx.companyId, key: 'deposits_held', asOf: ctx.today, currency: ctx.currency }),
  ]);
  const money = (v: string) => parseMoney(v, ctx.currency);
  const all: RegisterRow[] = [...rental, ...leased].map((d) => {
    const { days, band } = depositAge(d.heldOn, d.settledOn ?? ctx.today);
    return { ...d, amount: money(d.amount), applied: money(d.applied), refunded: money(d.refunded), held: money(depositHeld(d)), days, age: band };
  });
  const totalHeld = money(sumMoney(all.map((d) => d.held)));
  const difference = money(subtractMoney(account.balance, totalHeld));
  const needle = q.search?.trim().toLowerCase();
  const items = all
    .filter((d) => (!q.status || d.status === q.status) && (!q.age || d.age === q.age) && (!q.source || d.source === q.source))
    .filter((d) => !needle || [d.number, d.customerNameAr, d.customerNameEn].some((v) => v?.toLowerCase().includes(needle)))
    // Held first, the oldest at the top: what the accountant has to chase or refund.
    .sort((a, b) => (a.status === 'held') !== (b.status === 'held') ? (a.status === 'held' ? -1 : 1) : a.heldOn.localeCompare(b.heldOn) || a.number.localeCompare(b.number));
  const sum = (rows: RegisterRow[], key: 'amount' | 'applied' | 'refunded' | 'held') => money(sumMoney(rows.map((r) => r[key])));
  return {
    items,
    currency: ctx.currency,
    asOf: ctx.today,
    totals: { amount: sum(items, 'amount'), applied: sum(items, 'applied'), refunded: sum(items, 'refunded'), held: sum(items, 'held') },
    counts: { all: all.length, held: all.filter((d) => d.status === 'held').length, settled: all.filter((d) => d.status === 'settled').length, carried_over: all.filter((d) => d.status === 'carried_over').length },
    ages: Object.fromEntries(DEPOSIT_AGES.map((band) => [band, all.filter((d) => d.status === 'held' && d.age === band).length])) as Record<DepositAge, number>,
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
