// The final settlement as a bilingual PDF (issue 19), Arabic first like the payslip: the
// employee, the reason and the service, each amount due or taken back with where it came from,
// the total, the law the gratuity follows, and the signatures of the company and of the employee
// acknowledging receipt.
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { renderPdf } from '../../../server/pdf/render';
import { formatMoney, type CurrencyCode } from '../../../core/money';
import type { SettlementView } from './settlement-routes';

export const REASON_LABELS: Record<SettlementView['reason'], { ar: string; en: string }> = {
  termination: { ar: 'إنهاء الخدمة من صاحب العمل', en: 'Terminated by the employer' },
  resignation: { ar: 'استقالة', en: 'Resignation' },
  contract_end: { ar: 'انتهاء العقد', en: 'End of contract' },
  misconduct: { ar: 'فصل تأديبي', en: 'Dismissal for misconduct' },
  retirement: { ar: 'تقاعد', en: 'Retirement' },
  death: { ar: 'وفاة', en: 'Death' },
};

const SETTLEMENT = `
#grid(columns: (1fr, auto), align: (start, end),
  [#text(size: 16pt, weight: "bold", data.company.ar) \\ #en(data.company.en) \\ #muted(num(data.company.contact))],
  [#text(size: 14pt, weight: "bold")[مخالصة نهاية الخدمة] \\ #en[Final settlement] \\ #num(data.number)],
)
#line(length: 100%, stroke: 0.6pt + rgb("#d1d5db"))
#v(4pt)
#table(columns: (auto, 1fr, auto, 1fr), stroke: 0.4pt + rgb("#e5e7eb"), inset: 6pt,
  [#label("الموظف", "Employee")], [#data.employee.ar \\ #en(data.employee.en)],
  [#label("الرقم", "No.")], [#num(data.employee.number)],
  [#label("تاريخ التعيين", "Hired")], [#num(data.hireDate)],
  [#label("آخر يوم عمل", "Last day")], [#num(data.lastDay)],
  [#label("سبب انتهاء الخدمة", "Reason")], [#data.reason.ar \\ #en(data.reason.en)],
  [#label("مدة الخدمة", "Service")], [#data.service.ar \\ #en(data.service.en)],
)
#v(6pt)
#table(columns: (1fr, auto), stroke: 0.4pt + rgb("#e5e7eb"), inset: 6pt,
  ..data.lines.map(r => ([#r.ar #h(4pt) #en(r.en) \\ #muted(r.source)], [#num(r.amount)])).flatten()
)
#v(6pt)
#table(columns: (1fr, auto), stroke: 0.4pt + rgb("#e5e7eb"), inset: 6pt, fill: rgb("#f3f4f6"),
  [#strong(data.totalLabel.ar) #h(4pt) #en(data.totalLabel.en)], [#strong(num(data.total))],
)
#v(4pt)
#muted[#data.law]
#v(18pt)
#grid(columns: (1fr, 1fr), gutter: 24pt,
  [#label("عن الشركة", "For the company") #v(28pt) #line(length: 80%, stroke: 0.5pt)],
  [#label("توقيع الموظف بالاستلام", "Employee’s receipt") #v(28pt) #line(length: 80%, stroke: 0.5pt)],
)
#v(6pt)
#muted[أقر باستلام المبلغ أعلاه تسويةً نهائية لجميع مستحقاتي. #h(4pt) #en[I acknowledge receipt of the amount above in full and final settlement.]]
#v(6pt)
#muted[في حال الاختلاف بين النصين العربي والإنجليزي يُعتمد النص العربي. #h(4pt) #en[The Arabic text prevails.]]
`;

export async function settlementPdf(tx: Tx, s: SettlementView, currency: CurrencyCode): Promise<Buffer> {
  const [company] = await tx.select().from(companies);
  const money = (v: string) => formatMoney(v, currency, { locale: 'en-US', display: 'code' });
  const owed = s.total.startsWith('-');
  const data = {
    footer: `${s.settlementNumber} — ${s.employeeNumber} — ${company?.nameAr ?? company?.name ?? ''}`,
    company: { ar: company?.nameAr ?? company?.name ?? '', en: company?.name ?? '', contact: [company?.phone, company?.email].filter(Boolean).join(' · ') },
    number: s.settlementNumber,
    employee: { ar: s.nameAr, en: s.nameEn, number: s.employeeNumber },
    hireDate: s.hireDate ?? '—',
    lastDay: s.lastDay,
    reason: REASON_LABELS[s.reason],
    service: { ar: `${s.gratuity.serviceYears} سنة (${s.gratuity.serviceDays} يوماً)`, en: `${s.gratuity.serviceYears} years (${s.gratuity.serviceDays} days)` },
    lines: s.lines.map((l) => ({ ar: l.labelAr, en: l.labelEn, source: l.sourceAr, amount: money(l.amount) })),
    totalLabel: owed ? { ar: 'المستحق على الموظف', en: 'Owed by the employee' } : { ar: 'صافي المستحق للموظف', en: 'Net due to the employee' },
    total: money(owed ? s.total.slice(1) : s.total),
    law: `${s.gratuity.lawAr} — ${s.gratuity.lawEn}`,
  };
  return renderPdf(SETTLEMENT, data);
}
