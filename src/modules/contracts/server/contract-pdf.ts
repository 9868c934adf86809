// The printable rental contract: bilingual, Arabic first (and prevailing), rendered by Typst.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { notFound } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { moneyOut } from '../../../core/money';
import { dateTimeFormat } from '../../../core/dates';
import { renderPdf, signData } from '../../../server/pdf/render';
import type { FileStore } from '../../../server/files/file-store';
import { companySignPlace, customerSignPlace } from '../../admin/server/signatures';
import { compareMoney, formatMoney } from '../../../core/money';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';
import { contracts } from './tables';
import { inTurn } from '../../../server/db/in-turn';

const TEMPLATE = `
#grid(columns: (1fr, auto), align: (start, end),
  [#text(size: 16pt, weight: "bold", data.company.ar) \\ #en(data.company.en) \\ #muted(num(data.company.contact))],
  [#text(size: 14pt, weight: "bold")[عقد تأجير سيارة] \\ #en[Vehicle rental agreement] \\ #num(data.number)],
)
#line(length: 100%, stroke: 0.6pt + rgb("#d1d5db"))
#let row(ar, english, value) = ([#label(ar, english)], [#value])
#let box-table(..cells) = table(columns: (auto, 1fr), stroke: 0.4pt + rgb("#e5e7eb"), inset: 6pt, fill: (x, y) => if x == 0 { rgb("#f8fafc") }, ..cells)
#grid(columns: (1fr, 1fr), gutter: 12pt,
  [== المستأجر #en[Renter]
   #box-table(..row("الاسم", "Name", data.customer.name), ..row("الهاتف", "Phone", num(data.customer.phone)), ..row("الرقم المدني", "Civil ID", num(data.customer.civilId)), ..row("رخصة القيادة", "Licence", num(data.customer.licence)))],
  [== المركبة #en[Vehicle]
   #box-table(..row("المركبة", "Vehicle", data.vehicle.name), ..row("اللوحة", "Plate", num(data.vehicle.plate)), ..row("اللون", "Colour", data.vehicle.colour), ..row("العداد عند التسليم", "Odometer out", num(data.handover.odometer)))],
)
== مدة الإيجار والأسعار #en[Period and charges]
#box-table(
  ..row("من", "From", num(data.start)), ..row("إلى", "To", num(data.end)),
  ..row("المدة", "Duration", [#data.duration.ar #h(4pt) #en(data.duration.en)]), ..row("السعر", "Rate", num(data.rate)),
  ..row("قيمة الإيجار", "Rental", num(data.rental)),
  ..data.extras.map(e => row(e.description, "Extra", num(e.amount))).flatten(),
  ..if data.discount != none { row("الخصم", "Discount", num(data.discount)) } else { () },
  ..row("التأمين", "Deposit", num(data.deposit)),
  ..row("الكيلومترات المسموحة يومياً", "Km per day", num(data.kmAllowance)), ..row("سعر الكيلومتر الإضافي", "Extra km", num(data.extraKm)),
  ..row("ساعة التأخير", "Late hour", num(data.lateHour)), ..row("ثُمن خزان الوقود", "Fuel per eighth", num(data.fuel)),
)
== الشروط #en[Terms]
#for term in data.terms [- #term.ar \\ #en(term.en)]
#v(6pt)
#muted[في حال الاختلاف بين النصين العربي والإنجليزي يُعتمد النص العربي. #h(4pt) #en[The Arabic text prevails over the English.]]
#v(12pt)
#grid(columns: (1fr, 1fr), gutter: 24pt,
  sign-box("توقيع المستأجر", "Renter's signature", data.renterSign),
  sign-box("عن الشركة", "For the company", data.companySign),
)
`;

const STANDARD_TERMS = [
  { ar: 'يتحمل المستأجر المخالفات المرورية خلال مدة العقد.', en: 'The renter is liable for traffic fines during the rental.' },
  { ar: 'تُحتسب الكيلومترات الزائدة وساعات التأخير ونقص الوقود عند الإرجاع حسب الأسعار أعلاه.', en: 'Extra kilometres, late hours and missing fuel are charged on return at the rates above.' },
  { ar: 'يُرد مبلغ التأمين بعد خصم أي مستحقات عند إغلاق العقد.', en: 'The deposit is refunded on closing, less anything owed.' },
];

export async function contractPdf(tx: Tx, store: FileStore, id: string): Promise<{ bytes: Buffer; number: string }> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, id));
  if (!row) throw notFound();
  const ctx = await companyContext(tx);
  const when = (d: Date | null) => (d ? dateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: ctx.timezone }).format(d) : '—');
  const [[company], [customer], [vehicle], renterSign, companySign] = await inTurn([
    () => tx.select().from(companies),
    () => tx.select().from(customers).where(eq(customers.id, row.customerId)),
    () => tx.select().from(vehicles).where(eq(vehicles.id, row.vehicleId)),
    () => customerSignPlace(tx, store, 'contract', id, 'handover', when),
    () => companySignPlace(tx, store, 'contract'),
  ]);
  const money = (v: string | null) => formatMoney(moneyOut(v ?? '0', ctx.currency)!, ctx.currency, { locale: 'en-US', display: 'code' });
  const units = { day: ['يوم', 'day(s)'], week: ['أسبوع', 'week(s)'], month: ['شهر', 'month(s)'] }[row.rateUnit as 'day'] ?? ['', ''];
  const data = (image: Parameters<typeof signData>[0]) => ({
    renterSign: signData(image, renterSign),
    companySign: signData(image, companySign),
    footer: `${row.contractNumber} — ${company?.nameAr ?? company?.name ?? ''}`,
    number: row.contractNumber,
    company: { ar: company?.nameAr ?? company?.name ?? '', en: company?.name ?? '', contact: [company?.phone, company?.email].filter(Boolean).join(' · ') },
    customer: { name: customer?.nameAr ?? customer?.nameEn ?? '', phone: customer?.phone ?? '—', civilId: customer?.civilId ?? customer?.passportNumber ?? '—', licence: [customer?.licenseNumber, customer?.licenseExpiry].filter(Boolean).join(' · ') || '—' },
    vehicle: { name: `${vehicle?.make ?? ''} ${vehicle?.model ?? ''} ${vehicle?.year ?? ''}`, plate: vehicle?.plateNumber ?? '', colour: vehicle?.colorAr ?? vehicle?.color ?? '—' },
    handover: { odometer: row.handoverOdometer === null ? '—' : `${row.handoverOdometer} km` },
    start: when(row.startAt),
    end: when(row.plannedEndAt),
    duration: { ar: `${row.duration} ${units[0]}`, en: `${row.duration} ${units[1]}` },
    rate: money(row.rate),
    rental: money(row.rentalAmount),
    extras: row.extras.map((e) => ({ description: e.description, amount: money(e.amount) })),
    discount: compareMoney(row.discount, '0') > 0 ? money(row.discount) : null,
    deposit: money(row.depositAmount),
    kmAllowance: row.kmAllowancePerDay ? `${row.kmAllowancePerDay} km` : 'غير محدود / unlimited',
    extraKm: money(row.extraKmRate),
    lateHour: money(row.lateHourRate),
    fuel: money(row.fuelChargePerEighth),
    terms: [...STANDARD_TERMS, ...(row.terms ? [{ ar: row.terms, en: '' }] : [])],
  });
  return { bytes: renderPdf(TEMPLATE, data), number: row.contractNumber };
}
