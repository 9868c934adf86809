// Debit and credit movement per account over a date range, the one read every report builds on.
// Whole months come from the kept monthly balances (a few thousand rows whatever the number of
// lines); the days of a partial month at either end, and any party filter (the kept balances
// have no party), come from the posted lines through their indexes. Decision 029.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../../server/db/client';
import { toMinorUnits, type CurrencyCode } from '../../../../core/money';
import { splitRange, type Range, type ReportFilters } from './period';

/** Minor units (fils, cents): sums stay exact integers. */
export type Movement = { debit: bigint; credit: bigint };
export type Movements = Map<string, Movement>;
export type MovementOptions = {
  /** Only these accounts (a ledger reads one). */
  accountId?: string;
  /** Leave out year-end closing entries dated in the range, so a closed year still shows its result. */
  excludeYearEnd?: boolean;
};

type Row = { account_id: string; debit: string; credit: string };

function add(into: Movements, rows: readonly Row[], currency: CurrencyCode, sign: 1n | -1n = 1n) {
  for (const r of rows) {
    const m = into.get(r.account_id) ?? { debit: 0n, credit: 0n };
    m.debit += sign * toMinorUnits(r.debit, currency);
    m.credit += sign * toMinorUnits(r.credit, currency);
    into.set(r.account_id, m);
  }
}

function lineFilters(filters: ReportFilters, opts: MovementOptions, alias = ''): SQL {
  const parts: SQL[] = [];
  const col = (name: string) => sql.raw(`${alias}${name}`);
  if (opts.accountId) parts.push(sql`and ${col('account_id')} = ${opts.accountId}`);
  if (filters.costCenterId) parts.push(sql`and ${col('cost_center_id')} = ${filters.costCenterId}`);
  if (filters.party) parts.push(sql`and ${col('party_type')} = ${filters.party.type} and ${col('party_id')} = ${filters.party.id}`);
  return sql.join(parts, sql` `);
}

function fromLines(tx: Tx, companyId: string, range: Range, filters: ReportFilters, opts: MovementOptions) {
  return queryRows<Row>(
    tx,
    sql`select account_id, sum(debit)::text as debit, sum(credit)::text as credit from journal_entry_lines
        where company_id = ${companyId} and posted and entry_date between ${range.from} and ${range.to} ${lineFilters(filters, opts)}
        group by account_id`,
  );
}

function fromBalances(tx: Tx, companyId: string, months: Range, filters: ReportFilters, opts: MovementOptions) {
  const account = opts.accountId ? sql`and account_id = ${opts.accountId}` : sql``;
  const centre = filters.costCenterId ? sql`and cost_center_id = ${filters.costCenterId}` : sql``;
  return queryRows<Row>(
    tx,
    sql`select account_id, sum(debit)::text as debit, sum(credit)::text as credit from ledger_balances
        where company_id = ${companyId} and period_start between ${months.from} and ${months.to} ${account} ${centre}
        group by account_id`,
  );
}

function yearEndLines(tx: Tx, companyId: string, range: Range, filters: ReportFilters, opts: MovementOptions) {
  return queryRows<Row>(
    tx,
    sql`select l.account_id, sum(l.debit)::text as debit, sum(l.credit)::text as credit
        from journal_entries e join journal_entry_lines l on l.entry_id = e.id
        where e.company_id = ${companyId} and e.source_type = 'year_end' and e.status <> 'draft'
          and e.entry_date between ${range.from} and ${range.to} ${lineFilters(filters, opts, 'l.')}
        group by l.account_id`,
  );
}

export async function movements(tx: Tx, companyId: string, currency: CurrencyCode, range: Range | null, filters: ReportFilters, opts: MovementOptions = {}): Promise<Movements> {
  const out: Movements = new Map();
  if (!range) return out;
  if (filters.party) {
    add(out, await fromLines(tx, companyId, range, filters, opts), currency);
  } else {
    const { months, days } = splitRange(range);
    if (months) add(out, await fromBalances(tx, companyId, months, filters, opts), currency);
    for (const part of days) add(out, await fromLines(tx, companyId, part, filters, opts), currency);
  }
  if (opts.excludeYearEnd) add(out, await yearEndLines(tx, companyId, range, filters, opts), currency, -1n);
  return out;
}

/** Debit minus credit. */
export const net = (m: Movement | undefined): bigint => (m ? m.debit - m.credit : 0n);
