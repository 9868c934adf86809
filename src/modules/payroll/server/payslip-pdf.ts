// A payslip as a bilingual PDF (issue 19), Arabic first like the invoices: the employee and the
// month, the earnings, the deductions and the company's social-insurance share, each line with
// where it came from, and the net pay.
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { renderPdf } from '../../../server/pdf/render';
import { formatMoney, type CurrencyCode } from '../../../core/money';

export type PayslipForPdf = {
  month: string;
  employeeNumber: string;
  nameAr: string;
  nameEn: string;
  gross: string;
  deductions: string;
  net: string;
  lines: Array<{ kind: 'earning' | 'deduction' | 'employer'; labelAr: string; labelEn: string; amount: string; sourceAr: string; sourceEn: string }>;
  facts: { workingDays: number; employedDays: number };
};

const PAYSLIP = `
#grid(columns: (1fr, auto), align: (start, end),
  [#text(size: 16pt, weight: "bold", data.company.ar) \\ #en(data.company.en) \\ #muted(num(data.company.contact))],
  [#text(size: 14pt, weight: "bold")[قسيمة راتب] \\ #en[Payslip] \\ #num(data.month)],
)
#line(length: 100%, stroke: 0.6pt + rgb("#d1d5db"))
#v(4pt)
#table(columns: (auto, 1fr, auto, 1fr), stroke: 0.4pt + rgb("#e5e7eb"), inset: 6pt,
  [#label("الموظف", "Employee")], [#data.employee.ar \\ #en(data.employee.en)],
  [#label("الرقم", "No.")], [#num(data.employee.number)],
  [#label("الشهر", "Month")], [#num(data.month)],
  [#label("أيام العمل", "Working days")], [#num(data.days)],
)
#let section(title, english, rows) = {
  if rows.len() > 0 {
    v(6pt)
    label(title, english)
    table(columns: (1fr, auto), stroke: 0.4pt + rgb("#e5e7eb"), inset: 6pt,
      ..rows.map(r => ([#r.ar #h(4pt) #en(r.en) \\ #muted(r.source)], [#num(r.amount)])).flatten()
    )
  }
}
#section("المستحقات", "Earnings", data.earnings)
#section("الاستقطاعات", "Deductions", data.deductions)
#section("حصة الشركة في التأمينات", "Employer social insurance", data.employer)
#v(6pt)
#table(columns: (1fr, auto), stroke: 0.4pt + rgb("#e5e7eb"), inset: 6pt, fill: rgb("#f3f4f6"),
  [#label("إجمالي المستحقات", "Gross pay")], [#num(data.gross)],
  [#label("إجمالي الاستقطاعات", "Total deductions")], [#num(data.totalDeductions)],
  [#strong[صافي الراتب] #h(4pt) #en[Net pay]], [#strong(num(data.net))],
)
#v(10pt)
#muted[في حال الاختلاف بين النصين العربي والإنجليزي يُعتمد النص العربي. #h(4pt) #en[The Arabic text prevails.]]
`;

export async function payslipPdf(tx: Tx, p: PayslipForPdf, currency: CurrencyCode): Promise<Buffer> {
  const [company] = await tx.select().from(companies);
  const money = (v: string) => formatMoney(v, currency, { locale: 'en-US', display: 'code' });
  const rows = (kind: PayslipForPdf['lines'][number]['kind']) => p.lines.filter((l) => l.kind === kind).map((l) => ({ ar: l.labelAr, en: l.labelEn, source: l.sourceAr, amount: money(l.amount) }));
  const data = {
    footer: `${p.employeeNumber} — ${p.month} — ${company?.nameAr ?? company?.name ?? ''}`,
    company: { ar: company?.nameAr ?? company?.name ?? '', en: company?.name ?? '', contact: [company?.phone, company?.email].filter(Boolean).join(' · ') },
    month: p.month,
    employee: { ar: p.nameAr, en: p.nameEn, number: p.employeeNumber },
    days: `${p.facts.employedDays} / ${p.facts.workingDays}`,
    earnings: rows('earning'),
    deductions: rows('deduction'),
    employer: rows('employer'),
    gross: money(p.gross),
    totalDeductions: money(p.deductions),
    net: money(p.net),
  };
  return renderPdf(PAYSLIP, data);
}
