// The printable lease: bilingual, Arabic first (and prevailing), with its rent schedule, rendered
// by Typst like every document (src/server/pdf/render.ts).
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { notFound } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { renderPdf, signData } from '../../../server/pdf/render';
import type { FileStore } from '../../../server/files/file-store';
import { companySignPlace } from '../../admin/server/signatures';
import { amountInArabicWords, compareMoney, formatMoney, moneyOut } from '../../../core/money';
import { customers } from '../../customers/server/tables';
import { propertyOwners } from '../../owners/server/tables';
import { properties } from '../../properties/server/tables';
import { buildingName } from './reads';
import { leaseInstallments, leases } from './tables';
import { inTurn } from '../../../server/db/in-turn';

const TEMPLATE = `
#grid(columns: (1fr, auto), align: (start, end),
  [#text(size: 16pt, weight: "bold", data.company.ar) \\ #en(data.company.en) \\ #muted(num(data.company.contact))],
  [#text(size: 14pt, weight: "bold")[عقد إيجار عقار] \\ #en[Property lease agreement] \\ #num(data.number)],
)
#line(length: 100%, stroke: 0.6pt + rgb("#d1d5db"))
#let row(ar, english, value) = ([#label(ar, english)], [#value])
#let box-table(..cells) = table(columns: (auto, 1fr), stroke: 0.4pt + rgb("#e5e7eb"), inset: 6pt, fill: (x, y) => if x == 0 { rgb("#f8fafc") }, ..cells)
#grid(columns: (1fr, 1fr), gutter: 12pt,
  [== المؤجر #en[Landlord]
   #box-table(..row("الاسم", "Name", data.landlord.name), ..row("بالنيابة عن", "On behalf of", data.landlord.owner), ..row("الهاتف", "Phone", num(data.landlord.phone)))],
  [== المستأجر #en[Tenant]
   #box-table(..row("الاسم", "Name", data.tenant.name), ..row("الهاتف", "Phone", num(data.tenant.phone)), ..row("الهوية / السجل", "ID / CR", num(data.tenant.id)))],
)
== العقار #en[Property]
#box-table(..row("العقار", "Property", data.property.name), ..row("الرمز", "Code", num(data.property.code)), ..row("العنوان", "Address", data.property.address), ..row("الاستخدام", "Use", [#data.property.usage.ar #h(4pt) #en(data.property.usage.en)]))
== المدة والإيجار #en[Term and rent]
#box-table(
  ..row("من", "From", num(data.start)), ..row("إلى", "To", num(data.end)),
  ..row("الإيجار الشهري", "Monthly rent", num(data.monthlyRent)),
  ..row("طريقة السداد", "Payment", [#data.frequency.ar #h(4pt) #en(data.frequency.en)]),
  ..row("يوم السداد", "Payment day", num(data.paymentDay)),
  ..row("إجمالي الإيجار", "Total rent", [#num(data.totalRent) \\ #muted(data.totalWords)]),
  ..row("التأمين", "Security deposit", num(data.deposit)),
  ..if data.commission != none { row("عمولة التأجير", "Leasing commission", num(data.commission)) } else { () },
  ..row("مهلة السداد", "Grace period", [#data.grace.ar #h(4pt) #en(data.grace.en)]),
  ..row("غرامة التأخير", "Late fee", [#data.lateFee.ar #h(4pt) #en(data.lateFee.en)]),
  ..row("التجديد", "Renewal", [#data.renewal.ar #h(4pt) #en(data.renewal.en)]),
)
== جدول الدفعات #en[Rent schedule]
#table(columns: (auto, 1fr, auto, auto), stroke: 0.4pt + rgb("#e5e7eb"), inset: 5pt, fill: (x, y) => if y == 0 { rgb("#f1f5f9") },
  [#label("#", "No.")], [#label("الفترة", "Period")], [#label("الاستحقاق", "Due")], [#label("المبلغ", "Amount")],
  ..data.schedule.map(s => ([#num(str(s.sequence))], [#num(s.period)], [#num(s.due)], [#num(s.amount)])).flatten(),
)
== الشروط #en[Terms]
#for term in data.terms [- #term.ar \\ #en(term.en)]
#v(6pt)
#muted[في حال الاختلاف بين النصين العربي والإنجليزي يُعتمد النص العربي. #h(4pt) #en[The Arabic text prevails over the English.]]
#v(12pt)
#grid(columns: (1fr, 1fr), gutter: 24pt,
  sign-box("توقيع المستأجر", "Tenant's signature", none),
  sign-box("عن المؤجر", "For the landlord", data.companySign),
)
`;

const STANDARD_TERMS = [
  { ar: 'يُدفع الإيجار مقدماً في تاريخ استحقاق كل دفعة، ويُعد متأخراً بعد انقضاء مهلة السداد.', en: 'Rent is paid in advance on each due date and is late once the grace period has passed.' },
  { ar: 'الشيكات المرتجعة تُعد غير مدفوعة وتُحمَّل رسومها على المستأجر.', en: 'A returned cheque counts as unpaid and its charges are borne by the tenant.' },
  { ar: 'يُرد التأمين عند انتهاء العقد وتسليم العقار بحالة جيدة، بعد خصم أي مستحقات أو أضرار.', en: 'The deposit is refunded when the lease ends and the property is handed back in good order, less anything owed or damaged.' },
  { ar: 'لا يجوز للمستأجر التأجير من الباطن أو تغيير استخدام العقار دون موافقة كتابية من المؤجر.', en: 'The tenant may not sublet or change the use of the property without the landlord’s written consent.' },
];

const FREQUENCY = { monthly: ['شهرياً', 'monthly'], quarterly: ['كل ثلاثة أشهر', 'quarterly'], semi_annual: ['كل ستة أشهر', 'every six months'], annual: ['سنوياً', 'annually'] } as const;

/** The grace period in words, Arabic counting the way it is read (يومان، 3 أيام، 11 يوماً). */
function graceDays(n: number): { ar: string; en: string } {
  const en = n === 1 ? '1 day' : `${n} days`;
  if (n === 0) return { ar: 'بلا مهلة', en: 'none' };
  if (n === 1) return { ar: 'يوم واحد', en };
  if (n === 2) return { ar: 'يومان', en };
  return { ar: `${n} ${n % 100 >= 3 && n % 100 <= 10 ? 'أيام' : 'يوماً'}`, en };
}

export async function leasePdf(tx: Tx, store: FileStore, id: string): Promise<{ bytes: Buffer; number: string }> {
  const [lease] = await tx.select().from(leases).where(eq(leases.id, id));
  if (!lease) throw notFound();
  const ctx = await companyContext(tx);
    const [[company], [tenant], [property], schedule] = await inTurn([
    () => tx.select().from(companies),
    () => tx.select().from(customers).where(eq(customers.id, lease.customerId)),
    () => tx
      .select({ code: properties.propertyCode, nameAr: properties.nameAr, unitNumber: properties.unitNumber, usage: properties.usage, address: properties.address, district: properties.district, city: properties.city, buildingName: buildingName('ar'), ownerName: propertyOwners.nameAr })
      .from(properties)
      .leftJoin(propertyOwners, eq(propertyOwners.id, properties.ownerId))
      .where(eq(properties.id, lease.propertyId)),
    () => tx.select().from(leaseInstallments).where(eq(leaseInstallments.leaseId, id)).orderBy(asc(leaseInstallments.sequence)),
  ]);
  const money = (v: string) => formatMoney(moneyOut(v, ctx.currency)!, ctx.currency, { locale: 'en-US', display: 'code' });
  const frequency = FREQUENCY[lease.paymentFrequency as keyof typeof FREQUENCY] ?? FREQUENCY.monthly;
  const lateFee =
    lease.lateFeeType === 'fixed' ? { ar: `${money(lease.lateFeeValue)} عن كل دفعة متأخرة`, en: `${money(lease.lateFeeValue)} per late instalment` }
    : lease.lateFeeType === 'percent' ? { ar: `${lease.lateFeeValue.replace(/\.?0+$/, '')}% من الدفعة المتأخرة`, en: `${lease.lateFeeValue.replace(/\.?0+$/, '')}% of the late instalment` }
    : { ar: 'لا توجد', en: 'none' };
  const name = property ? [property.buildingName, property.unitNumber ? `(${property.unitNumber})` : null, property.buildingName ? null : property.nameAr].filter(Boolean).join(' ') || property.nameAr : '';
  const companySign = await companySignPlace(tx, store, 'lease');
  const data = (image: Parameters<typeof signData>[0]) => ({
    companySign: signData(image, companySign),
    footer: `${lease.leaseNumber} — ${company?.nameAr ?? company?.name ?? ''}`,
    number: lease.leaseNumber,
    company: { ar: company?.nameAr ?? company?.name ?? '', en: company?.name ?? '', contact: [company?.phone, company?.email].filter(Boolean).join(' · ') },
    landlord: { name: company?.nameAr ?? company?.name ?? '', owner: property?.ownerName ?? '—', phone: company?.phone ?? '—' },
    tenant: { name: tenant?.nameAr ?? tenant?.nameEn ?? '', phone: tenant?.phone ?? '—', id: tenant?.civilId ?? tenant?.commercialRegister ?? tenant?.passportNumber ?? '—' },
    property: {
      name: name || '—',
      code: property?.code ?? '',
      address: [property?.address, property?.district, property?.city].filter(Boolean).join('، ') || '—',
      usage: property?.usage === 'commercial' ? { ar: 'تجاري', en: 'commercial' } : { ar: 'سكني', en: 'residential' },
    },
    start: lease.startDate,
    end: lease.endDate,
    monthlyRent: money(lease.monthlyRent),
    frequency: { ar: frequency[0], en: frequency[1] },
    paymentDay: String(lease.paymentDay),
    totalRent: money(lease.totalRent),
    totalWords: amountInArabicWords(moneyOut(lease.totalRent, ctx.currency)!, ctx.currency),
    deposit: money(lease.securityDeposit),
    commission: compareMoney(lease.commissionAmount, '0') > 0 ? money(lease.commissionAmount) : null,
    grace: graceDays(lease.graceDays),
    lateFee,
    renewal: lease.autoRenew ? { ar: `يتجدد تلقائياً لمدة ${lease.renewalMonths} شهراً`, en: `renews automatically for ${lease.renewalMonths} months` } : { ar: 'بعقد جديد باتفاق الطرفين', en: 'by a new agreement of both parties' },
    schedule: schedule.filter((s) => s.status !== 'cancelled').map((s) => ({ sequence: s.sequence, period: `${s.periodStart} → ${s.periodEnd}`, due: s.dueDate, amount: money(s.amount) })),
    terms: [...STANDARD_TERMS, ...(lease.utilitiesIncluded ? [{ ar: 'الإيجار يشمل الكهرباء والماء.', en: 'Rent includes electricity and water.' }] : [{ ar: 'الكهرباء والماء على المستأجر.', en: 'Electricity and water are paid by the tenant.' }]), ...(lease.terms ? [{ ar: lease.terms, en: '' }] : [])],
  });
  return { bytes: renderPdf(TEMPLATE, data), number: lease.leaseNumber };
}
