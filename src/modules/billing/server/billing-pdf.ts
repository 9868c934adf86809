// Printable invoice and receipt: bilingual, Arabic first, rendered by Typst.
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { notFound } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { renderPdf, signData } from '../../../server/pdf/render';
import type { FileStore } from '../../../server/files/file-store';
import { companySignPlace } from '../../admin/server/signatures';
import { amountInArabicWords, formatMoney, subtractMoney, type CurrencyCode } from '../../../core/money';
import { contracts } from '../../contracts/server/tables';
import { customers } from '../../customers/server/tables';
import { invoiceLines, invoices, paymentAllocations, payments } from './tables';
import { invoiceZatca } from './zatca';
import { inTurn } from '../../../server/db/in-turn';

const HEADER = `
#grid(columns: (1fr, auto), align: (start, end),
  [#text(size: 16pt, weight: "bold", data.company.ar) \\ #en(data.company.en) \\ #muted(num(data.company.contact))],
  [#text(size: 14pt, weight: "bold", data.title.ar) \\ #en(data.title.en) \\ #num(data.number)],
)
#line(length: 100%, stroke: 0.6pt + rgb("#d1d5db"))
#let facts(..pairs) = table(columns: (auto, 1fr, auto, 1fr), stroke: none, inset: 4pt, ..pairs)
`;

const INVOICE = `${HEADER}
#facts([#label("العميل", "Customer")], [#data.customer], [#label("التاريخ", "Date")], [#num(data.issueDate)],
  [#label("العقد", "Contract")], [#num(data.contract)], [#label("الاستحقاق", "Due")], [#num(data.dueDate)])
#v(6pt)
#table(columns: (auto, 1fr, auto, auto, auto), stroke: 0.4pt + rgb("#e5e7eb"), inset: 6pt,
  fill: (x, y) => if y == 0 { rgb("#f1f5f9") },
  [\\#], [#label("البيان", "Description")], [#label("الكمية", "Qty")], [#label("السعر", "Price")], [#label("المجموع", "Total")],
  ..data.lines.map(l => ([#num(str(l.n))], [#l.description], [#num(l.quantity)], [#num(l.unitPrice)], [#num(l.total)])).flatten(),
)
#align(end, table(columns: (auto, auto), stroke: none, inset: 4pt,
  [#label("المجموع الفرعي", "Subtotal")], [#num(data.subtotal)],
  [#label("الخصم", "Discount")], [#num(data.discount)],
  [#if data.inclusive [#label("الضريبة المشمولة", "VAT included")] else [#label("الضريبة", "Tax")]], [#num(data.tax)],
  [#strong[الإجمالي] #en[Total]], [#strong(num(data.total))],
  [#label("المدفوع", "Paid")], [#num(data.paid)],
  [#strong[المتبقي] #en[Balance]], [#strong(num(data.balance))],
))
#align(end)[#label("الإجمالي كتابةً", "Total in words") #h(4pt) #data.totalWords]
#if data.vatNumber != none [#label("الرقم الضريبي للمنشأة", "Seller VAT number") #h(4pt) #num(data.vatNumber) #if data.inclusive [ #h(8pt) #muted[الأسعار شاملة الضريبة · Prices include VAT]]]
#if data.qrSvg != none [
  #v(6pt)
  #grid(columns: (auto, 1fr), gutter: 10pt, align: horizon,
    image(bytes(data.qrSvg), format: "svg", width: 2.8cm),
    [#label("فاتورة ضريبية مبسطة", "Simplified tax invoice") \\ #muted[رمز الاستجابة السريعة وفق متطلبات هيئة الزكاة والضريبة والجمارك · ZATCA QR code]],
  )
]
#muted[في حال الاختلاف بين النصين العربي والإنجليزي يُعتمد النص العربي. #h(4pt) #en[The Arabic text prevails.]]
#if data.companySign != none [
  #v(8pt)
  #grid(columns: (1fr, 1fr), [], sign-box("عن الشركة", "For the company", data.companySign))
]
`;

const RECEIPT = `${HEADER}
#facts([#label("استلمنا من", "Received from")], [#data.customer], [#label("التاريخ", "Date")], [#num(data.date)],
  [#label("طريقة الدفع", "Method")], [#data.method], [#label("المرجع", "Reference")], [#num(data.reference)])
#v(8pt)
#align(center, box(inset: 12pt, stroke: 0.8pt + rgb("#0f766e"), radius: 6pt)[#text(size: 18pt, weight: "bold", num(data.amount))])
#align(center)[#label("المبلغ كتابةً", "Amount in words") #h(4pt) #data.amountWords]
#v(8pt)
#if data.allocations.len() > 0 [
  == مخصص إلى #en[Applied to]
  #table(columns: (1fr, auto), stroke: 0.4pt + rgb("#e5e7eb"), inset: 6pt,
    ..data.allocations.map(a => ([#num(a.invoice)], [#num(a.amount)])).flatten())
]
#v(12pt)
#grid(columns: (1fr, 1fr), [], sign-box("المستلم", "Received by", data.companySign))
`;

const METHODS: Record<string, string> = { cash: 'نقداً / Cash', cheque: 'شيك / Cheque', bank_transfer: 'تحويل بنكي / Bank transfer', card: 'بطاقة / Card', deposit: 'من التأمين / From deposit' };

async function companyBlock(tx: Tx) {
  const [company] = await tx.select().from(companies);
  return { ar: company?.nameAr ?? company?.name ?? '', en: company?.name ?? '', contact: [company?.phone, company?.email].filter(Boolean).join(' · '), vatNumber: company?.vatNumber ?? null };
}

const fmt = (currency: CurrencyCode) => (v: string) => formatMoney(v, currency, { locale: 'en-US', display: 'code' });

export async function invoicePdf(tx: Tx, store: FileStore, id: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound();
  const ctx = await companyContext(tx);
  const money = fmt(ctx.currency);
  const [company, lines, [customer], [contract], zatca, companySign] = await inTurn([
    () => companyBlock(tx),
    () => tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.lineNumber)),
    () => tx.select({ nameAr: customers.nameAr, nameEn: customers.nameEn }).from(customers).where(eq(customers.id, row.customerId)),
    () => row.contractId ? tx.select({ number: contracts.contractNumber }).from(contracts).where(eq(contracts.id, row.contractId)) : Promise.resolve([]),
    () => invoiceZatca(tx, row, ctx.currency),
    () => companySignPlace(tx, store, 'invoice'),
  ]);
  const data = (image: Parameters<typeof signData>[0]) => ({
    companySign: signData(image, companySign),
    footer: `${row.invoiceNumber} — ${company.ar}`,
    company,
    title: { ar: 'فاتورة', en: 'Invoice' },
    number: row.invoiceNumber,
    customer: customer?.nameAr ?? customer?.nameEn ?? '',
    contract: contract?.number ?? '—',
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    lines: lines.map((l) => ({ n: l.lineNumber, description: l.description, quantity: String(Number(l.quantity)), unitPrice: money(l.unitPrice), total: money(l.total) })),
    subtotal: money(row.subtotal),
    discount: money(row.discount),
    tax: money(row.taxAmount),
    total: money(row.total),
    totalWords: amountInArabicWords(row.total, ctx.currency),
    paid: money(row.paidAmount),
    balance: money(subtractMoney(row.total, row.paidAmount)),
    vatNumber: company.vatNumber,
    inclusive: row.pricesIncludeTax,
    qrSvg: zatca?.qrSvg ?? null,
  });
  return { bytes: renderPdf(INVOICE, data), number: row.invoiceNumber };
}

export async function receiptPdf(tx: Tx, store: FileStore, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id));
  if (!row) throw notFound();
  const ctx = await companyContext(tx);
  const money = fmt(ctx.currency);
  const [company, [customer], allocations, companySign] = await inTurn([
    () => companyBlock(tx),
    () => tx.select({ nameAr: customers.nameAr, nameEn: customers.nameEn }).from(customers).where(eq(customers.id, row.customerId)),
    () => tx.select({ invoice: invoices.invoiceNumber, amount: paymentAllocations.amount }).from(paymentAllocations).innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId)).where(eq(paymentAllocations.paymentId, id)),
    () => companySignPlace(tx, store, 'receipt'),
  ]);
  const data = (image: Parameters<typeof signData>[0]) => ({
    companySign: signData(image, companySign),
    footer: `${row.paymentNumber} — ${company.ar}`,
    company,
    title: { ar: 'سند قبض', en: 'Receipt' },
    number: row.paymentNumber,
    customer: customer?.nameAr ?? customer?.nameEn ?? '',
    date: row.paymentDate,
    method: METHODS[row.method] ?? row.method,
    reference: row.chequeNumber ?? row.reference ?? '—',
    amount: money(row.amount),
    amountWords: amountInArabicWords(row.amount, ctx.currency),
    allocations: allocations.map((a) => ({ invoice: a.invoice, amount: money(a.amount) })),
  });
  return { bytes: renderPdf(RECEIPT, data), number: row.paymentNumber };
}
