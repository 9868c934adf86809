// Excel and PDF of any ReportTable (table.ts): the financial reports and any other report that
// builds the same shape. Excel gets real numbers with the company currency's decimals in a
// RTL sheet for Arabic; the PDF is Typst's, like invoices (server/pdf/render.ts), with
// the record data passed as JSON and the columns laid out right to left.
import ExcelJS from 'exceljs';
import { CURRENCIES } from '../../../../core/money';
import { XLSX } from '../../../../server/http/openapi';
import { pdfResponse, renderPdf } from '../../../../server/pdf/render';
import type { Cell, ReportTable } from './table';

type Lang = 'ar' | 'en';
const text = (cell: Cell, lang: Lang): string => (cell === null ? '' : typeof cell === 'string' ? cell : cell[lang]);

export async function reportWorkbook(table: ReportTable, lang: Lang): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(table.title[lang].slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), { views: [{ rightToLeft: lang === 'ar', state: 'frozen', ySplit: 3 }] });
  const decimals = CURRENCIES[table.currency].decimals;
  const numFmt = decimals ? `#,##0.${'0'.repeat(decimals)};-#,##0.${'0'.repeat(decimals)}` : '#,##0;-#,##0';
  ws.addRow([table.title[lang]]).font = { bold: true, size: 14 };
  ws.addRow([`${table.subtitle[lang]} (${table.currency})`]);
  const header = ws.addRow(table.columns.map((c) => c.label[lang]));
  header.font = { bold: true };
  header.eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF1F5F9' } }));
  for (const row of [...table.rows, ...table.totals]) {
    const added = ws.addRow(
      table.columns.map((c) => {
        const v = row.cells[c.key] ?? null;
        // Excel keeps numbers as doubles: amounts of up to 15 significant digits arrive exact.
        return c.kind === 'money' && typeof v === 'string' && v !== '' ? Number(v) : text(v, lang);
      }),
    );
    if (row.style && row.style !== 'line') added.font = { bold: true };
    const nameIndex = table.columns.findIndex((c) => c.key === 'name' || c.key === 'description');
    if (row.depth && nameIndex >= 0) added.getCell(nameIndex + 1).alignment = { indent: row.depth };
  }
  table.columns.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = c.kind === 'money' ? 16 : c.kind === 'date' ? 12 : c.key === 'code' || c.key === 'entry' ? 14 : 40;
    if (c.kind === 'money') col.numFmt = numFmt;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const TEMPLATE = `
#set page(flipped: data.landscape)
#text(size: 14pt, weight: "bold", data.company) \\
#text(size: 13pt, weight: "bold", data.title) #h(6pt) #en(data.titleEn) \\
#muted(data.subtitle)
#v(4pt)
#let styled(row, i, body) = if row.style == "line" { body } else { strong(body) }
#table(
  columns: data.columns.map(c => if c.wide { 1fr } else { auto }),
  stroke: 0.4pt + rgb("#e5e7eb"), inset: (x: 4pt, y: 3.5pt),
  fill: (x, y) => if y == 0 { rgb("#f1f5f9") },
  align: (x, y) => if data.columns.at(x).money { end } else { start },
  table.header(..data.columns.map(c => strong(c.label))),
  ..data.rows.map(row => row.cells.enumerate().map(((i, v)) => {
    let body = if data.columns.at(i).money or data.columns.at(i).latin { num(v) } else { v }
    let indented = if data.columns.at(i).wide and row.depth > 0 { [#h(row.depth * 8pt)#body] } else { body }
    table.cell(fill: if row.style == "total" { rgb("#e2e8f0") } else if row.style != "line" { rgb("#f8fafc") }, styled(row, i, text(size: 8.5pt, indented)))
  })).flatten(),
)
`;

/**
 * 1234567.125 → "1,234,567.125" from the exact string (no float), inside an LTR isolate
 * so an Arabic line keeps a minus sign in front of its number.
 */
export function groupedAmount(value: string): string {
  const negative = value.startsWith('-');
  const [whole, fraction] = value.replace('-', '').split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `\u2066${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}\u2069`;
}

export function reportPdf(table: ReportTable, company: { ar: string; en: string }): Buffer {
  const money = groupedAmount;
  const data = {
    footer: `${table.title.ar} — ${company.ar}`,
    company: company.ar,
    title: table.title.ar,
    titleEn: table.title.en,
    subtitle: `${table.subtitle.ar} (${table.currency})`,
    landscape: table.columns.length > 5,
    columns: table.columns.map((c) => ({ label: c.label.ar, money: c.kind === 'money', latin: c.kind === 'date' || c.key === 'code' || c.key === 'entry', wide: c.key === 'name' || c.key === 'description' })),
    rows: [...table.rows, ...table.totals].map((r) => ({
      style: r.style ?? 'line',
      depth: r.depth ?? 0,
      cells: table.columns.map((c) => {
        const v = r.cells[c.key] ?? null;
        return c.kind === 'money' && typeof v === 'string' && v !== '' ? money(v) : text(v, 'ar');
      }),
    })),
  };
  return renderPdf(TEMPLATE, data);
}

/** The download of a table in the asked format, named after the report. */
export async function exportResponse(table: ReportTable, format: 'xlsx' | 'pdf', name: string, lang: Lang, company: { ar: string; en: string }): Promise<Response> {
  if (format === 'pdf') return pdfResponse(reportPdf(table, company), `${name}.pdf`);
  return new Response(new Uint8Array(await reportWorkbook(table, lang)), {
    headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="${name}.xlsx"`, 'cache-control': 'private, no-store' },
  });
}
