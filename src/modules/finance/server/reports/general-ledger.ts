// General ledger of one account: opening balance, the posted lines in date order with a running
// balance, the closing balance. Pages are keyset-paginated on journal_lines_ledger_idx
// (account_id, entry_date, entry_id): the cursor names the last line shown and carries the
// running balance there, so a page of a busy account reads only its own rows, never an offset's.
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../../server/db/client';
import { AppError, notFound } from '../../../../server/http/errors';
import { toMinorUnits } from '../../../../core/money';
import { ledgerAccounts } from '../accounts/tables';
import type { ReportContext } from './context';
import { movements, net } from './movements';
import { before, type Range } from './period';
import { bi, moneyOf, rangeSubtitle, type ReportRow, type ReportTable } from './table';
import { inTurn } from '../../../../server/db/in-turn';

type Cursor = { d: string; e: string; n: number; b: string };
type LineRow = {
  id: string;
  entry_date: string;
  entry_id: string;
  line_number: number;
  debit: string;
  credit: string;
  description: string | null;
  party_type: string | null;
  party_id: string | null;
  cost_center_id: string | null;
  entry_number: string;
  description_ar: string;
  description_en: string | null;
  source_type: string;
  source_id: string | null;
};

export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(text: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString()) as Cursor;
    if (/^\d{4}-\d{2}-\d{2}$/.test(c.d) && /^[0-9a-f-]{36}$/.test(c.e) && Number.isInteger(c.n) && /^-?\d+$/.test(c.b)) return c;
  } catch {
    // fall through to the 400
  }
  throw new AppError(400, 'validation_failed', { cursor: 'invalid_format' });
}

async function pageLines(ctx: ReportContext, accountId: string, range: Range, after: Cursor | null, limit: number) {
  const { filters } = ctx.q;
  const centre = filters.costCenterId ? sql`and l.cost_center_id = ${filters.costCenterId}` : sql``;
  const party = filters.party ? sql`and l.party_type = ${filters.party.type} and l.party_id = ${filters.party.id}` : sql``;
  // The row comparison on (entry_date, entry_id) is an index bound; line_number only breaks ties
  // inside the last entry shown.
  const seek = after ? sql`and (l.entry_date, l.entry_id) >= (${after.d}::date, ${after.e}::uuid) and not (l.entry_date = ${after.d}::date and l.entry_id = ${after.e}::uuid and l.line_number <= ${after.n})` : sql``;
  return queryRows<LineRow>(
    ctx.tx,
    sql`select l.id, l.entry_date::text as entry_date, l.entry_id, l.line_number, l.debit::text as debit, l.credit::text as credit, l.description,
               l.party_type, l.party_id, l.cost_center_id, e.entry_number, e.description_ar, e.description_en, e.source_type, e.source_id
        from journal_entry_lines l join journal_entries e on e.id = l.entry_id
        where l.account_id = ${accountId} and l.company_id = ${ctx.companyId} and l.posted and l.entry_date between ${range.from} and ${range.to} ${centre} ${party} ${seek}
        order by l.entry_date, l.entry_id, l.line_number
        limit ${limit}`,
  );
}

export async function generalLedger(ctx: ReportContext, accountId: string, cursorText: string | null, limit: number) {
  const { tx, companyId, currency, q } = ctx;
  const m = moneyOf(currency);
  const [account] = await tx.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.id, accountId)));
  if (!account) throw notFound();
  const only = { accountId };
  const [opening, period, compareOpening, comparePeriod] = await inTurn([
    () => movements(tx, companyId, currency, before(q.range.from), q.filters, only),
    () => movements(tx, companyId, currency, q.range, q.filters, only),
    () => q.compare ? movements(tx, companyId, currency, before(q.compare.from), q.filters, only) : null,
    () => q.compare ? movements(tx, companyId, currency, q.compare, q.filters, only) : null,
  ]);
  const openingUnits = net(opening.get(accountId));
  const mv = period.get(accountId) ?? { debit: 0n, credit: 0n };
  const cursor = cursorText ? decodeCursor(cursorText) : null;
  const rows = await pageLines(ctx, accountId, q.range, cursor, limit + 1);
  const more = rows.length > limit;
  let balance = cursor ? BigInt(cursor.b) : openingUnits;
  const lines = rows.slice(0, limit).map((r) => {
    balance += toMinorUnits(r.debit, currency) - toMinorUnits(r.credit, currency);
    return {
      id: r.id,
      date: r.entry_date,
      entryId: r.entry_id,
      entryNumber: r.entry_number,
      lineNumber: r.line_number,
      description: r.description ?? r.description_ar,
      descriptionEn: r.description ?? r.description_en ?? r.description_ar,
      sourceType: r.source_type,
      sourceId: r.source_id,
      partyType: r.party_type,
      partyId: r.party_id,
      costCenterId: r.cost_center_id,
      debit: m(toMinorUnits(r.debit, currency)),
      credit: m(toMinorUnits(r.credit, currency)),
      balance: m(balance),
    };
  });
  const last = lines.at(-1);
  const nextCursor = more && last ? encodeCursor({ d: last.date, e: last.entryId, n: last.lineNumber, b: balance.toString() }) : null;
  const compare =
    compareOpening && comparePeriod
      ? (() => {
          const cm = comparePeriod.get(accountId) ?? { debit: 0n, credit: 0n };
          const o = net(compareOpening.get(accountId));
          return { from: q.compare!.from, to: q.compare!.to, opening: m(o), debit: m(cm.debit), credit: m(cm.credit), closing: m(o + cm.debit - cm.credit) };
        })()
      : null;
  return {
    account: { id: account.id, code: account.code, nameAr: account.nameAr, nameEn: account.nameEn, accountType: account.accountType, normalBalance: account.normalBalance },
    from: q.range.from,
    to: q.range.to,
    currency,
    opening: m(openingUnits),
    debit: m(mv.debit),
    credit: m(mv.credit),
    closing: m(openingUnits + mv.debit - mv.credit),
    compare,
    lines,
    nextCursor,
  };
}

export type GeneralLedger = Awaited<ReturnType<typeof generalLedger>>;

/** The whole range as one table (exports read every line; `lines` was fetched unpaged). */
export function ledgerTable(ctx: ReportContext, gl: GeneralLedger): ReportTable {
  // A line has one side: the other prints blank, as in a paper ledger.
  const side = (v: string) => (/^0(\.0+)?$/.test(v) ? null : v);
  const rows: ReportRow[] = gl.lines.map((l) => ({
    entryId: l.entryId,
    cells: { date: l.date, entry: l.entryNumber, description: bi(l.description, l.descriptionEn), debit: side(l.debit), credit: side(l.credit), balance: l.balance },
  }));
  const blank = { date: null, entry: null, debit: null, credit: null };
  return {
    title: bi(`دفتر الأستاذ: ${gl.account.code} ${gl.account.nameAr}`, `General ledger: ${gl.account.code} ${gl.account.nameEn}`),
    subtitle: rangeSubtitle(ctx.q.range, ctx.q.compare, ctx.filterNote),
    currency: gl.currency,
    columns: [
      { key: 'date', label: bi('التاريخ', 'Date'), kind: 'date' },
      { key: 'entry', label: bi('رقم القيد', 'Entry'), kind: 'text' },
      { key: 'description', label: bi('البيان', 'Description'), kind: 'text' },
      { key: 'debit', label: bi('مدين', 'Debit'), kind: 'money' },
      { key: 'credit', label: bi('دائن', 'Credit'), kind: 'money' },
      { key: 'balance', label: bi('الرصيد', 'Balance'), kind: 'money' },
    ],
    rows: [{ style: 'subtotal', cells: { ...blank, description: bi('الرصيد الافتتاحي', 'Opening balance'), balance: gl.opening } }, ...rows],
    totals: [{ style: 'total', cells: { date: null, entry: null, description: bi('الرصيد الختامي', 'Closing balance'), debit: gl.debit, credit: gl.credit, balance: gl.closing } }],
  };
}
