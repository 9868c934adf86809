// The VAT return of a period: standard-rated sales and their output tax, purchases and their
// input tax, and the net payable. The tax figures are the ledger's: the movement of the accounts
// mapped to vat_payable and vat_input over the period. The bases are read from the same lines
// (each VAT line carries the net amount it was charged on, decision 054); a tax line without a
// base (a manual entry) is shown on its own row so the return still adds up to the accounts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../../../server/db/client';
import { toMinorUnits } from '../../../../core/money';
import { accountMappings, ledgerAccounts } from '../accounts/tables';
import type { ReportContext } from './context';
import { movements } from './movements';
import { bi, moneyOf, rangeSubtitle, type ReportRow, type ReportTable } from './table';

type Side = { accountId: string | null; code: string | null; tax: bigint; base: bigint; taxWithoutBase: bigint; ledger: bigint };

export async function vatReturn(ctx: ReportContext) {
  const { tx, companyId, currency, q } = ctx;
  const m = moneyOf(currency);
  const mapped = await tx
    .select({ key: accountMappings.key, accountId: accountMappings.accountId, code: ledgerAccounts.code })
    .from(accountMappings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, accountMappings.accountId))
    .where(and(eq(accountMappings.companyId, companyId), inArray(accountMappings.key, ['vat_payable', 'vat_input'])));
  const account = (key: string) => mapped.find((r) => r.key === key) ?? null;
  const output = account('vat_payable');
  const input = account('vat_input');
  const ids = [output?.accountId, input?.accountId].filter((id): id is string => Boolean(id));

  // Output tax is a credit, input tax a debit; each side's base counts with its line's sign.
  const rows = ids.length
    ? await queryRows<{ account_id: string; tax: string; base: string; tax_without_base: string }>(
        tx,
        sql`select account_id,
              sum(credit - debit)::text as tax,
              coalesce(sum(case when credit > 0 then tax_base else -tax_base end), 0)::text as base,
              coalesce(sum(credit - debit) filter (where tax_base is null), 0)::text as tax_without_base
            from journal_entry_lines
            where company_id = ${companyId} and posted and entry_date between ${q.range.from} and ${q.range.to}
              and account_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
            group by account_id`,
      )
    : [];
  const ledger = ids.length ? await movements(tx, companyId, currency, q.range, { costCenterId: null, party: null }, {}) : null;
  const side = (acc: typeof output, sign: 1n | -1n): Side => {
    const row = rows.find((r) => r.account_id === acc?.accountId);
    const mv = acc ? ledger?.get(acc.accountId) : undefined;
    const units = (v: string | undefined) => sign * toMinorUnits(v ?? '0', currency);
    return {
      accountId: acc?.accountId ?? null,
      code: acc?.code ?? null,
      tax: units(row?.tax),
      base: units(row?.base),
      taxWithoutBase: units(row?.tax_without_base),
      ledger: mv ? sign * (mv.credit - mv.debit) : 0n,
    };
  };
  const out = side(output, 1n);
  const inp = side(input, -1n);
  const net = out.tax - inp.tax;
  const line = (name: ReturnType<typeof bi>, base: bigint | null, tax: bigint, accountId: string | null, style: ReportRow['style'] = 'line'): ReportRow => ({
    style,
    accountId,
    cells: { item: name, base: base === null ? null : m(base), vat: m(tax) },
  });
  const rowsOut: ReportRow[] = [
    line(bi('المبيعات الخاضعة للنسبة الأساسية', 'Standard-rated sales'), out.base, out.tax - out.taxWithoutBase, out.accountId),
    ...(out.taxWithoutBase !== 0n ? [line(bi('ضريبة مخرجات بقيود يدوية (بلا وعاء)', 'Output VAT from manual entries (no base)'), null, out.taxWithoutBase, out.accountId)] : []),
    line(bi('إجمالي ضريبة المخرجات', 'Total output VAT'), out.base, out.tax, out.accountId, 'subtotal'),
    line(bi('المشتريات والمصروفات الخاضعة للنسبة الأساسية', 'Standard-rated purchases and expenses'), inp.base, inp.tax - inp.taxWithoutBase, inp.accountId),
    ...(inp.taxWithoutBase !== 0n ? [line(bi('ضريبة مدخلات بقيود يدوية (بلا وعاء)', 'Input VAT from manual entries (no base)'), null, inp.taxWithoutBase, inp.accountId)] : []),
    line(bi('إجمالي ضريبة المدخلات القابلة للاسترداد', 'Total recoverable input VAT'), inp.base, inp.tax, inp.accountId, 'subtotal'),
  ];
  const table: ReportTable = {
    title: bi('إقرار ضريبة القيمة المضافة', 'VAT return'),
    subtitle: rangeSubtitle(q.range, null),
    currency,
    columns: [
      { key: 'item', label: bi('البند', 'Item'), kind: 'text' },
      { key: 'base', label: bi('المبلغ الخاضع للضريبة', 'Taxable amount'), kind: 'money' },
      { key: 'vat', label: bi('مبلغ الضريبة', 'VAT amount'), kind: 'money' },
    ],
    rows: rowsOut,
    totals: [{ style: 'total', cells: { item: net >= 0n ? bi('صافي الضريبة المستحقة', 'Net VAT payable') : bi('صافي الضريبة القابلة للاسترداد', 'Net VAT refundable'), base: null, vat: m(net) } }],
  };
  return {
    from: q.range.from,
    to: q.range.to,
    currency,
    salesBase: m(out.base),
    outputTax: m(out.tax),
    purchasesBase: m(inp.base),
    inputTax: m(inp.tax),
    netPayable: m(net),
    ledger: { outputAccountCode: out.code, outputMovement: m(out.ledger), inputAccountCode: inp.code, inputMovement: m(inp.ledger) },
    // The return's tax equals the movement of the tax accounts the statements read.
    reconciled: out.tax === out.ledger && inp.tax === inp.ledger,
    table,
  };
}
