// The customer's notice of a traffic fine (issue 16): a bilingual letter, Arabic first, telling the
// renter which violation was recorded against the car they had, when and where, under which
// contract, and how it is charged (an invoice with the admin fee, or from the held deposit).
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { renderPdf } from '../../../server/pdf/render';
import { formatMoney } from '../../../core/money';
import { readFine } from './views';

const NOTICE = `
#grid(columns: (1fr, auto), align: (start, end),
  [#text(size: 16pt, weight: "bold", data.company.ar) \\ #en(data.company.en) \\ #muted(num(data.company.contact))],
  [#text(size: 14pt, weight: "bold")[إشعار مخالفة مرورية] \\ #en[Traffic violation notice] \\ #num(data.number)],
)
#line(length: 100%, stroke: 0.6pt + rgb("#d1d5db"))
#v(4pt)
#label("السيد / السادة", "To") #h(4pt) #strong(data.customer)
#v(4pt)
نحيطكم علماً بأن المخالفة المرورية المبينة أدناه سُجلت على المركبة المؤجرة لكم خلال مدة العقد، وتُحمَّل عليكم وفق شروط العقد.
\\ #en[We inform you that the traffic violation below was recorded against the vehicle rented to you during your contract and is charged to you under its terms.]
#v(6pt)
#table(columns: (auto, 1fr), stroke: 0.4pt + rgb("#e5e7eb"), inset: 6pt,
  [#label("رقم المخالفة", "Violation no.")], [#num(data.number)],
  [#label("التاريخ والوقت", "Date and time")], [#num(data.at)],
  [#label("المركبة", "Vehicle")], [#num(data.plate) #h(4pt) #data.vehicle],
  [#label("المكان", "Location")], [#data.location],
  [#label("نوع المخالفة", "Violation")], [#data.kind],
  [#label("الجهة", "Authority")], [#data.authority],
  [#label("العقد", "Contract")], [#num(data.contract)],
  [#label("قيمة المخالفة", "Fine")], [#num(data.amount)],
  [#label("رسوم إدارية", "Admin fee")], [#num(data.fee)],
  [#strong[الإجمالي المستحق] #en[Total charged]], [#strong(num(data.total))],
  [#label("طريقة التحميل", "Charged by")], [#data.method],
)
#v(8pt)
#muted[للاستفسار أو الاعتراض يرجى التواصل معنا خلال سبعة أيام من تاريخ هذا الإشعار. #h(4pt) #en[For questions or an objection, please contact us within seven days of this notice.]]
#v(28pt)
#line(length: 40%) #data.company.ar
#v(6pt)
#muted[في حال الاختلاف بين النصين العربي والإنجليزي يُعتمد النص العربي. #h(4pt) #en[The Arabic text prevails.]]
`;

const METHODS = {
  invoice: 'فاتورة على العميل / Invoice to the customer',
  deposit: 'خصم من التأمين / Deducted from the deposit',
  none: 'لم يُحمَّل بعد / Not charged yet',
} as const;

/** The notice of one fine charged to a renter; a fine the company or a driver answers for has none (409). */
export async function fineNoticePdf(tx: Tx, id: string) {
  const ctx = await companyContext(tx);
  const fine = await readFine(tx, id, ctx);
  if (fine.responsible !== 'customer' || !fine.customerId) throw new AppError(409, 'fine_needs_renter');
  const [company] = await tx.select().from(companies);
  const money = (v: string | null) => (v === null ? '—' : formatMoney(v, ctx.currency, { locale: 'en-US', display: 'code' }));
  const data = {
    footer: `${fine.violationNumber} — ${company?.nameAr ?? company?.name ?? ''}`,
    company: { ar: company?.nameAr ?? company?.name ?? '', en: company?.name ?? '', contact: [company?.phone, company?.email].filter(Boolean).join(' · ') },
    number: fine.violationNumber,
    customer: fine.customerNameAr ?? fine.customerNameEn ?? '',
    at: fine.violatedLocal,
    plate: fine.plate,
    vehicle: fine.vehicleName ?? '',
    location: fine.location ?? '—',
    kind: fine.violationType ?? fine.description ?? '—',
    authority: fine.authority ?? '—',
    contract: fine.contractNumber ?? '—',
    amount: money(fine.amount),
    fee: money(fine.rechargeFee),
    total: money(fine.rechargeTotal ?? fine.amount),
    method: METHODS[fine.rechargeMethod ?? 'none'],
  };
  return { bytes: renderPdf(NOTICE, data), number: fine.violationNumber };
}
