// The printable vendor statement: bilingual, Arabic first, rendered by Typst (record data travels
// as JSON, never as markup). Opening balance, the period's bills and payments with the running
// balance, and the closing balance in figures and in Arabic words.
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { renderPdf } from '../../../server/pdf/render';
import { formatIban } from '../../../core/banking';
import { CURRENCIES, amountInArabicWords, compareMoney, formatMoney, negateMoney, parseMoney, type CurrencyCode } from '../../../core/money';
import type { Vendor } from './service';
import { vendorStatement } from './statement';
import { inTurn } from '../../../server/db/in-turn';

const TEMPLATE = `
#grid(columns: (1fr, auto), align: (start, end),
  [#text(size: 16pt, weight: "bold", data.company.ar) \\ #en(data.company.en) \\ #muted(num(data.company.contact))],
  [#text(size: 14pt, weight: "bold")[كشف حساب المورد] \\ #en[Vendor statement] \\ #num(data.period)],
)
#line(length: 100%, stroke: 0.6pt + rgb("#d1d5db"))
#table(columns: (auto, 1fr, auto, auto), stroke: none, inset: 4pt,
  [#label("المورد", "Vendor")], [#data.vendor.name #if data.vendor.nameEn != none [\\ #en(data.vendor.nameEn)]], [#label("الرمز", "Code")], [#num(data.vendor.code)],
  [#label("الرقم الضريبي", "VAT no.")], [#num(data.vendor.vat)], [#label("الهاتف", "Phone")], [#num(data.vendor.phone)],
  [#label("البنك", "Bank")], [#data.vendor.bank], [#label("الآيبان", "IBAN")], [#num(data.vendor.iban)],
  [#label("مدة السداد", "Terms")], [#num(data.vendor.terms)], [#label("العملة", "Currency")], [#data.currency.ar #h(4pt) #en(data.currency.en)],
)
#set text(size: 9pt)
#table(columns: (auto, auto, 1fr, auto, auto, auto), stroke: 0.4pt + rgb("#e5e7eb"), inset: 5pt,
  fill: (x, y) => if y == 0 { rgb("#f1f5f9") }, align: (x, y) => if x >= 3 { end } else { start },
  [#label("التاريخ", "Date")], [#label("المستند", "Document")], [#label("البيان", "Details")], [#label("مدين", "Debit")], [#label("دائن", "Credit")], [#label("الرصيد", "Balance")],
  [], [], [#strong[الرصيد الافتتاحي] #en[Opening balance]], [], [], [#num(data.opening)],
  ..data.rows.map(r => ([#num(r.date)], [#num(r.number)], [#r.kind.ar #en(r.kind.en) #if r.reference != none [\\ #muted(num(r.reference))]], [#num(r.debit)], [#num(r.credit)], [#num(r.balance)])).flatten(),
)
#if data.rows.len() == 0 [#muted[لا توجد حركات في هذه الفترة #h(4pt) #en[No movements in this period]]]
#v(8pt)
#set text(size: 10pt)
#align(end, table(columns: (auto, auto), stroke: none, inset: 4pt, align: (start, end),
  [#label("الرصيد الافتتاحي", "Opening balance")], [#num(data.totals.opening)],
  [#label("الفواتير", "Bills")], [#num(data.totals.billed)],
  [#label("الدفعات", "Payments")], [#num(data.totals.paid)],
  table.hline(stroke: 0.6pt + rgb("#0f766e")),
  [#strong(data.closing.ar) #en(data.closing.en)], [#strong(num(data.closing.amount))],
))
#align(end)[#label("المبلغ كتابةً", "In words") #h(4pt) #data.closingWords]
#v(6pt)
#muted[يرجى إبلاغنا بأي اختلاف خلال 15 يوماً من تاريخ الكشف. في حال الاختلاف بين النصين العربي والإنجليزي يُعتمد النص العربي.] \\
#en[Please report any difference within 15 days of this statement. The Arabic text prevails.]
`;

const KIND = { bill: { ar: 'فاتورة مورد', en: 'Vendor bill' }, payment: { ar: 'دفعة', en: 'Payment' }, cancellation: { ar: 'إلغاء فاتورة', en: 'Bill cancelled' } } as const;

export async function vendorStatementPdf(tx: Tx, vendor: Vendor, period: { from: string; to: string }, currency: CurrencyCode): Promise<Buffer> {
  const [[company], s] = await inTurn([() => tx.select().from(companies), () => vendorStatement(tx, vendor, period, currency)]);
  const money = (v: string) => formatMoney(v, currency, { locale: 'en-US', display: 'code' });
  const { decimals } = CURRENCIES[currency];
  const fmt = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const figure = (v: string) => (compareMoney(v, '0') === 0 ? '' : fmt.format(parseMoney(v, currency) as Intl.StringNumericLiteral));
  const owed = compareMoney(s.closing, '0') >= 0;
  const closing = owed ? s.closing : negateMoney(s.closing);
  const companyName = company?.nameAr ?? company?.name ?? '';
  const data = {
    footer: `${vendor.code} — ${companyName}`,
    company: { ar: companyName, en: company?.name ?? '', contact: [company?.phone, company?.email, company?.commercialRegister ? `CR ${company.commercialRegister}` : null].filter(Boolean).join(' · ') },
    period: `${period.from} — ${period.to}`,
    currency: { ar: CURRENCIES[currency].nameAr, en: `${CURRENCIES[currency].nameEn} (${currency})` },
    vendor: { name: vendor.nameAr, nameEn: vendor.nameEn, code: vendor.code, vat: vendor.vatNumber ?? '—', phone: vendor.phone ?? '—', bank: vendor.bankName ?? '—', iban: vendor.iban ? formatIban(vendor.iban) : '—', terms: `${vendor.paymentTermsDays}` },
    opening: fmt.format(parseMoney(s.opening, currency) as Intl.StringNumericLiteral),
    rows: s.rows.map((r) => ({ date: r.date, number: r.number, kind: KIND[r.kind], reference: r.reference, debit: figure(r.debit), credit: figure(r.credit), balance: fmt.format(parseMoney(r.balance, currency) as Intl.StringNumericLiteral) })),
    totals: { opening: money(s.opening), billed: money(s.billed), paid: money(s.paid) },
    closing: { ...(owed ? { ar: 'المستحق للمورد', en: 'Due to the vendor' } : { ar: 'رصيد مدين لدى المورد', en: 'Due from the vendor' }), amount: money(closing) },
    closingWords: amountInArabicWords(closing, currency),
  };
  return renderPdf(TEMPLATE, data);
}
