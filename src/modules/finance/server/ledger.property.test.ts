// Property-based (fast-check, fixed seed, so every run is the same): random sequences of
// postings, repeated postings, reversals and month closes, through the posting service on the
// real database, in a KWD company (3 decimals) and a QAR company (0 decimals). Each sequence runs
// in one transaction that is rolled back, so the sequences do not see each other.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../../../core/money';
import { postEvent, type PostingLine } from './index';
import { reverseEntry } from './journal/reverse';
import { setPeriodStatus } from './periods/close';
import { ensureFiscalYear } from './periods/service';
import { balanceSheet } from './reports/balance-sheet';
import { reportContext } from './reports/context';
import { incomeStatement } from './reports/income-statement';
import { parseReportQuery } from './reports/period';
import { trialBalance } from './reports/trial-balance';

let t: TestServer;
type Company = { id: string; currency: CurrencyCode; accounts: string[]; centres: string[] };
const companies: Record<'kwd' | 'qar', Company> = {} as never;
const YEAR = new Date().getUTCFullYear();
class Rollback extends Error {}

type Leg = { debit: number; credit: number; amount: number; centre: number | null };
type Command =
  | { kind: 'post'; month: number; day: number; legs: Leg[]; unbalance: 0 | 1 | -1; repeat: boolean }
  | { kind: 'reverse'; pick: number; laterDays: number }
  | { kind: 'close'; month: number }
  | { kind: 'reopen'; month: number };

const leg = fc.record({ debit: fc.nat(40), credit: fc.nat(40), amount: fc.integer({ min: 1, max: 5_000_000 }), centre: fc.option(fc.nat(2), { nil: null }) });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('post' as const), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }), legs: fc.array(leg, { minLength: 1, maxLength: 4 }), unbalance: fc.constantFrom(0, 0, 0, 0, 1, -1) as fc.Arbitrary<0 | 1 | -1>, repeat: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(), laterDays: fc.nat(40) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), month: fc.integer({ min: 1, max: 12 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), month: fc.integer({ min: 1, max: 12 }) }) },
);

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (month: number, day: number) => `${YEAR}-${pad(month)}-${pad(day)}`;
const addDays = (date: string, days: number) => {
  const d = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return d > `${YEAR}-12-31` ? `${YEAR}-12-31` : d;
};

async function periodIds(tx: Tx, company: Company): Promise<Map<number, string>> {
  await ensureFiscalYear(tx, company.id, `${YEAR}-06-01`);
  const rows = await queryRows<{ id: string; m: number }>(tx, sql`select id, extract(month from start_date)::int as m from fiscal_periods where company_id = ${company.id} and extract(year from start_date) = ${YEAR}`);
  return new Map(rows.map((r) => [r.m, r.id]));
}

/** What must hold after any sequence: checked on the lines and on the kept balances. */
async function invariants(tx: Tx, company: Company) {
  const unbalanced = await queryRows(tx, sql`select entry_id from journal_entry_lines where company_id = ${company.id} group by entry_id having sum(debit) <> sum(credit)`);
  expect(unbalanced, 'every entry balances').toEqual([]);
  const [trial] = await queryRows<{ debit: string; credit: string }>(tx, sql`select coalesce(sum(debit), 0)::text as debit, coalesce(sum(credit), 0)::text as credit from ledger_balances where company_id = ${company.id}`);
  expect(Number(trial!.debit), 'the trial balance balances').toBe(Number(trial!.credit));
  const drift = await queryRows(
    tx,
    sql`with kept as (select account_id, period_start, coalesce(cost_center_id::text, '-') as centre, debit, credit from ledger_balances where company_id = ${company.id}),
         summed as (select account_id, date_trunc('month', entry_date)::date as period_start, coalesce(cost_center_id::text, '-') as centre, sum(debit) as debit, sum(credit) as credit
                    from journal_entry_lines where company_id = ${company.id} and posted group by 1, 2, 3)
        select * from kept full join summed using (account_id, period_start, centre)
        where coalesce(kept.debit, 0) <> coalesce(summed.debit, 0) or coalesce(kept.credit, 0) <> coalesce(summed.credit, 0)`,
  );
  expect(drift, 'the kept balances equal the sum of the posted lines').toEqual([]);
  // Balance sheet: assets = liabilities + equity + the year's result (revenue − expenses).
  const [sheet] = await queryRows<{ assets: string; claims: string }>(
    tx,
    sql`select coalesce(sum(b.debit - b.credit) filter (where a.account_type = 'asset'), 0)::text as assets,
               coalesce(sum(b.credit - b.debit) filter (where a.account_type <> 'asset'), 0)::text as claims
        from ledger_balances b join ledger_accounts a on a.id = b.account_id where b.company_id = ${company.id}`,
  );
  expect(Number(sheet!.assets), 'the balance sheet balances').toBe(Number(sheet!.claims));
}

/**
 * The reports agree with the lines: a trial balance over a range with partial months at both
 * ends (kept balances + lines) equals the one summed from the lines alone, it balances, and the
 * balance sheet balances with the income statement's result as its unclosed result.
 */
async function reportInvariants(tx: Tx, company: Company) {
  const defaults = { today: `${YEAR}-12-31`, yearStartOf: () => `${YEAR}-01-01` };
  const query = (from: string, to: string) => parseReportQuery({ from, to, format: 'json' }, defaults);
  const tb = await trialBalance(await reportContext(tx, company.id, query(`${YEAR}-02-14`, `${YEAR}-11-17`)));
  expect(tb.balanced, 'the trial balance balances').toBe(true);
  const summed = await queryRows<{ account_id: string; od: string; oc: string; d: string; c: string }>(
    tx,
    sql`select account_id,
               coalesce(sum(debit) filter (where entry_date < ${`${YEAR}-02-14`}), 0)::text as od, coalesce(sum(credit) filter (where entry_date < ${`${YEAR}-02-14`}), 0)::text as oc,
               coalesce(sum(debit) filter (where entry_date between ${`${YEAR}-02-14`} and ${`${YEAR}-11-17`}), 0)::text as d,
               coalesce(sum(credit) filter (where entry_date between ${`${YEAR}-02-14`} and ${`${YEAR}-11-17`}), 0)::text as c
        from journal_entry_lines where company_id = ${company.id} and posted group by account_id`,
  );
  const units = (v: string) => toMinorUnits(v, company.currency);
  for (const line of summed) {
    const item = tb.items.find((i) => i.accountId === line.account_id);
    const opening = units(line.od) - units(line.oc);
    const movement = { debit: units(line.d), credit: units(line.c) };
    if (!item) {
      expect([opening, movement.debit, movement.credit], 'an account left out has nothing').toEqual([0n, 0n, 0n]);
      continue;
    }
    expect(units(item.openingDebit) - units(item.openingCredit), 'opening from kept balances = from lines').toBe(opening);
    expect({ debit: units(item.debit), credit: units(item.credit) }, 'movement from kept balances = from lines').toEqual(movement);
  }
  // The result not yet closed is every open year's: the demo companies' books reach back before this year.
  const income = await incomeStatement(await reportContext(tx, company.id, query(`${YEAR - 5}-01-01`, `${YEAR}-12-31`)));
  const sheet = await balanceSheet(await reportContext(tx, company.id, query(`${YEAR}-01-01`, `${YEAR}-12-31`)));
  expect(sheet.balanced, 'the balance sheet balances').toBe(true);
  expect(sheet.unclosedResult, 'the sheet’s unclosed result is the income statement’s').toBe(income.netResult);
}

async function run(company: Company, commands: Command[]) {
  await withTenant(t.deps.handle.db, { companyId: company.id, userId: null }, async (tx) => {
    const periods = await periodIds(tx, company);
    // The demo company's backfilled rentals are already on the books: reversals restore these.
    const net = () => queryRows<{ account_id: string; net: string }>(tx, sql`select account_id, sum(debit - credit)::text as net from ledger_balances where company_id = ${company.id} group by account_id having sum(debit) <> sum(credit) order by account_id`);
    const start = await net();
    const closed = new Set<number>();
    // depth: 0 for an entry, 1 for its reversal, 2 for the reversal's reversal… (odd = undoes one).
    const posted: Array<{ id: string; date: string; reversed: boolean; depth: number }> = [];
    const count = async () => (await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from journal_entries where company_id = ${company.id}`))[0]!.n;
    const refusal = async (fn: () => Promise<unknown>) => {
      const before = await count();
      const error = await fn().then(() => null, (e: unknown) => e);
      expect(await count(), 'a refused posting writes nothing').toBe(before);
      return error instanceof AppError ? error.code : error;
    };
    for (const c of commands) {
      if (c.kind === 'close' || c.kind === 'reopen') {
        await setPeriodStatus(tx, periods.get(c.month)!, c.kind === 'close' ? 'closed' : 'open', null);
        if (c.kind === 'close') closed.add(c.month);
        else closed.delete(c.month);
      } else if (c.kind === 'post') {
        const date = dateOf(c.month, c.day);
        const lines: PostingLine[] = c.legs.flatMap((l): PostingLine[] => {
          const amount = fromMinorUnits(BigInt(l.amount), company.currency);
          const costCenterId = l.centre === null ? null : company.centres[l.centre % company.centres.length]!;
          return [
            { accountId: company.accounts[l.debit % company.accounts.length]!, debit: amount, costCenterId },
            { accountId: company.accounts[l.credit % company.accounts.length]!, credit: amount },
          ];
        });
        if (c.unbalance !== 0) lines[0] = { ...lines[0]!, debit: fromMinorUnits(BigInt(c.legs[0]!.amount + c.unbalance), company.currency) };
        const input = { companyId: company.id, source: { type: 'property_test', id: crypto.randomUUID() }, event: 'posted', date, description: { ar: 'قيد اختبار' }, lines };
        if (c.unbalance !== 0) {
          // Off by one smallest unit (or a zero line): refused whatever the period.
          expect(['entry_unbalanced', 'validation_failed']).toContain(await refusal(() => postEvent(tx, input)));
        } else if (closed.has(c.month)) {
          expect(await refusal(() => postEvent(tx, input)), 'a closed period refuses postings').toBe('period_closed');
        } else {
          const first = await postEvent(tx, input);
          posted.push({ id: first.entry.id, date, reversed: false, depth: 0 });
          if (c.repeat) {
            const before = await count();
            expect(await postEvent(tx, input)).toEqual({ entry: first.entry, created: false });
            expect(await count()).toBe(before);
          }
        }
      } else {
        const open = posted.filter((p) => !p.reversed);
        if (!open.length) continue;
        const target = open[c.pick % open.length]!;
        const date = addDays(target.date, c.laterDays);
        if (closed.has(Number(date.slice(5, 7)))) {
          expect(await refusal(() => reverseEntry(tx, { companyId: company.id, entryId: target.id, date, userId: null }))).toBe('period_closed');
        } else {
          const { reversal } = await reverseEntry(tx, { companyId: company.id, entryId: target.id, date, userId: null });
          target.reversed = true;
          posted.push({ id: reversal.id, date, reversed: false, depth: target.depth + 1 });
        }
      }
      await invariants(tx, company);
    }
    await reportInvariants(tx, company);
    // Reopen everything and reverse each chain still in effect (its last entry undoes nothing):
    // every account's balance returns to what it was before the run.
    for (const month of closed) await setPeriodStatus(tx, periods.get(month)!, 'open', null);
    for (const p of posted.filter((x) => !x.reversed && x.depth % 2 === 0)) await reverseEntry(tx, { companyId: company.id, entryId: p.id, date: p.date, userId: null });
    await invariants(tx, company);
    expect(await net(), 'reversing restores every balance').toEqual(start);
    throw new Rollback();
  }).catch((e: unknown) => {
    if (!(e instanceof Rollback)) throw e;
  });
}

beforeAll(async () => {
  t = await startTestServer();
  const db = t.deps.handle.db;
  for (const [key, type] of [['kwd', 'car_rental'], ['qar', 'real_estate']] as const) {
    const [company] = await queryRows<{ id: string; currency: CurrencyCode }>(db, sql`select id, currency from companies where business_type = ${type}`);
    const accounts = await queryRows<{ id: string }>(db, sql`select id from ledger_accounts where company_id = ${company!.id} and not is_header and is_active order by code`);
    const centres = await queryRows<{ id: string }>(db, sql`select id from cost_centers where company_id = ${company!.id} order by code`);
    companies[key] = { id: company!.id, currency: company!.currency, accounts: accounts.map((a) => a.id), centres: centres.map((c) => c.id) };
  }
});
afterAll(() => t?.stop());

describe('the ledger under random postings, reversals and closes', () => {
  for (const key of ['kwd', 'qar'] as const) {
    it(`keeps every invariant in ${key.toUpperCase()}`, async () => {
      expect(companies[key].currency).toBe(key.toUpperCase());
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), (commands) => run(companies[key], commands)),
        { seed: 20261125, numRuns: 30 },
      );
    });
  }
});
