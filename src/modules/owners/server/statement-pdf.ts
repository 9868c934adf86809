// The printable owner statement: bilingual, Arabic first, rendered by Typst. What was collected
// for the owner property by property, the commission, the expenses and payouts, and the amount
// due in figures and in Arabic words.
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { companyContext } from '../../../server/http/fields';
import { renderPdf } from '../../../server/pdf/render';
import { formatIban } from '../../../core/banking';
import { CURRENCIES, amountInArabicWords, compareMoney, formatMoney, negateMoney, parseMoney, type CurrencyCode } from '../../../core/money';
import { ownerStatement } from './statement';
import type { propertyOwners } from './tables';
import { inTurn } from '../../../server/db/in-turn';

const TEMPLATE = `
#grid(columns: (1fr, auto), align: (start, end),
  [#text(size: 16pt, weight: "bold", data.company.ar) \\ #en(data.company.en) \\ #muted(num(data.company.contact))],
  [#text(size: 14pt, weight: "bold")[كشف حساب المالك] \\ #en[Owner statement] \\ #num(data.period)],
)
#line(length: 100%, stroke: 0.6pt + rgb("#d1d5db"))
#let facts(..pairs) = table(columns: (auto, 1fr, auto, auto), stroke: none, inset: 4pt, ..pairs)
#facts(
  [#label("المالك", "Owner")], [#data.owner.name #if data.owner.nameEn != none [\\ #en(data.owner.nameEn)]], [#label("الرمز", "Code")], [#num(data.owner.code)],
  [#label(data.owner.idLabel.ar, data.owner.idLabel.en)], [#num(data.owner.id)], [#label("الهاتف", "Phone")], [#num(data.owner.phone)],
  [#label("البنك", "Bank")], [#data.owner.bank], [#label("الآيبان", "IBAN")], [#num(data.owner.iban)],
  [#label("نسبة العمولة", "Commission")], [#num(data.owner.commission)], [#label("العملة", "Currency")], [#data.currency.ar #h(4pt) #en(data.currency.en)],
)
#let head(..cells) = cells.pos().map(c => [#text(size: 8.5pt, c)])
#let grid-table(columns, header, rows) = table(columns: columns, stroke: 0.4pt + rgb("#e5e7eb"), inset: 5pt,
  fill: (x, y) => if y == 0 { rgb("#f1f5f9") }, align: (x, y) => if x >= columns.len() - 2 { end } else { start },
  ..header, ..rows.flatten())
#set text(size: 9pt)
== الإيجارات المحصلة #en[Rent collected]
#if data.collections.len() == 0 [#muted[لا توجد تحصيلات في هذه الفترة #h(4pt) #en[No collections in this period]]] else [
#grid-table((auto, 1fr, 1fr, auto, auto, auto),
  head(label("التاريخ", "Date"), label("العقار", "Property"), label("العقد والمستأجر", "Lease, tenant"), label("السند", "Receipt"), label("المبلغ", "Amount"), label("العمولة", "Commission")),
  data.collections.map(c => ([#num(c.date)], [#num(c.propertyCode) #h(3pt) #c.property], [#num(c.lease) \\ #c.tenant], [#num(c.receipt) #if c.bounced [\\ #text(fill: rgb("#b91c1c"))[شيك مرتد #h(3pt) #en[Bounced]]]], [#num(c.amount)], [#num(c.commission)])))
]
== المصروفات على المالك #en[Expenses charged to the owner]
#if data.expenses.len() == 0 [#muted[لا توجد مصروفات في هذه الفترة #h(4pt) #en[No expenses in this period]]] else [
#grid-table((auto, auto, 1fr, 1fr, auto),
  head(label("التاريخ", "Date"), label("الطلب", "Request"), label("العقار", "Property"), label("البيان", "Work"), label("المبلغ", "Amount")),
  data.expenses.map(e => ([#num(e.date)], [#num(e.number)], [#num(e.propertyCode) #h(3pt) #e.property], [#e.title], [#num(e.amount)])))
]
== الدفعات للمالك #en[Payouts to the owner]
#if data.payouts.len() == 0 [#muted[لا توجد دفعات في هذه الفترة #h(4pt) #en[No payouts in this period]]] else [
#grid-table((auto, auto, 1fr, 1fr, auto),
  head(label("التاريخ", "Date"), label("الرقم", "Number"), label("الطريقة", "Method"), label("المرجع", "Reference"), label("المبلغ", "Amount")),
  data.payouts.map(p => ([#num(p.date)], [#num(p.number)], [#p.method], [#num(p.reference)], [#num(p.amount)])))
]
#v(8pt)
#set text(size: 10pt)
#align(end, table(columns: (auto, auto), stroke: none, inset: 4pt, align: (start, end),
  [#label("الرصيد الافتتاحي", "Opening balance")], [#num(data.totals.opening)],
  [#label("الإيجارات المحصلة", "Rent collected")], [#num(data.totals.collected)],
  [#label("العمولة", "Commission")], [#num(data.totals.commission)],
  [#label("المصروفات", "Expenses")], [#num(data.totals.expenses)],
  [#label("صافي الفترة", "Net for the period")], [#num(data.totals.net)],
  [#label("الدفعات", "Payouts")], [#num(data.totals.payouts)],
  table.hline(stroke: 0.6pt + rgb("#0f766e")),
  [#strong(data.closing.ar) #en(data.closing.en)], [#strong(num(data.closing.amount))],
))
#align(end)[#label("المبلغ كتابةً", "In words") #h(4pt) #data.closingWords]
#v(6pt)
#muted[الرصيد الموجب مستحق للمالك والسالب مستحق على المالك. في حال الاختلاف بين النصين العربي والإنجليزي يُعتمد النص العربي.] \\
#en[A positive balance is due to the owner, a negative one from the owner. The Arabic text prevails.]
#v(24pt)
#grid(columns: (1fr, 1fr), gutter: 24pt,
  [#line(length: 80%) أعدّه #en[Prepared by]],
  [#line(length: 80%) اعتماد المالك #en[Owner's acknowledgement]],
)
`;

const METHODS: Record<string, string> = { cash: 'نقداً / Cash', cheque: 'شيك / Cheque', bank_transfer: 'تحويل بنكي / Bank transfer' };

type Owner = typeof propertyOwners.$inferSelect;

export async function ownerStatementPdf(tx: Tx, owner: Owner, period: { from: string; to: string }): Promise<Buffer> {
  const ctx = await companyContext(tx);
  const [[company], statement] = await inTurn([() => tx.select().from(companies), () => ownerStatement(tx, owner.id, period, ctx.currency)]);
  const money = (v: string) => formatMoney(v, ctx.currency, { locale: 'en-US', display: 'code' });
  const figure = figureFormat(ctx.currency);
  const due = compareMoney(statement.totals.closing, '0') >= 0;
  const closing = due ? statement.totals.closing : negateMoney(statement.totals.closing);
  const companyName = company?.nameAr ?? company?.name ?? '';
  const data = {
    footer: `${owner.ownerCode} — ${companyName}`,
    company: { ar: companyName, en: company?.name ?? '', contact: [company?.phone, company?.email, company?.commercialRegister ? `CR ${company.commercialRegister}` : null].filter(Boolean).join(' · ') },
    period: `${period.from} — ${period.to}`,
    currency: { ar: CURRENCIES[ctx.currency].nameAr, en: `${CURRENCIES[ctx.currency].nameEn} (${ctx.currency})` },
    owner: {
      name: owner.nameAr,
      nameEn: owner.nameEn,
      code: owner.ownerCode,
      idLabel: owner.ownerType === 'company' ? { ar: 'السجل التجاري', en: 'CR' } : { ar: 'الرقم المدني', en: 'Civil ID' },
      id: (owner.ownerType === 'company' ? owner.commercialRegister : owner.civilId) ?? '—',
      phone: owner.phone ?? '—',
      bank: owner.bankName ?? '—',
      iban: owner.iban ? formatIban(owner.iban) : '—',
      commission: `${Number(owner.commissionRate)}%`,
    },
    collections: statement.collections.map((c) => ({
      date: c.date,
      propertyCode: c.propertyCode,
      property: c.propertyNameAr,
      lease: c.leaseNumber,
      tenant: c.tenantNameAr ?? c.tenantNameEn ?? '',
      receipt: c.paymentNumber,
      bounced: c.kind === 'bounced',
      amount: figure(c.amount),
      commission: `${figure(c.commission)} (${Number(c.commissionRate)}%)`,
    })),
    expenses: statement.expenses.map((e) => ({ date: e.completedOn, number: e.requestNumber, propertyCode: e.propertyCode, property: e.propertyNameAr, title: e.title, amount: figure(e.amount) })),
    payouts: statement.payouts.map((p) => ({ date: p.payoutDate, number: p.payoutNumber, method: METHODS[p.method] ?? p.method, reference: p.reference ?? '—', amount: figure(p.amount) })),
    totals: Object.fromEntries(Object.entries(statement.totals).map(([key, value]) => [key, money(value)])),
    // The label says which way the money goes, so the amount is shown without its sign.
    closing: { ...(due ? { ar: 'المبلغ المستحق للمالك', en: 'Amount due to the owner' } : { ar: 'المبلغ المستحق على المالك', en: 'Amount due from the owner' }), amount: money(closing) },
    closingWords: amountInArabicWords(closing, ctx.currency),
  };
  return renderPdf(TEMPLATE, data);
}

/** Amounts in the tables without the currency code (the header names the currency once). */
function figureFormat(currency: CurrencyCode) {
  const { decimals } = CURRENCIES[currency];
  const format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return (v: string) => format.format(parseMoney(v, currency) as Intl.StringNumericLiteral);
}
