// Reading an uploaded spreadsheet into text cells: .xlsx through exceljs, CSV (comma, semicolon
// or tab; UTF-8 with or without BOM, quoted fields) by hand. Dates in Excel cells carry the
// wall-clock time the authority typed (Excel has no zone): they are written out as such.
import ExcelJS from 'exceljs';
import { AppError } from '../../../server/http/errors';

export type SheetRow = { row: number; cells: string[] };
export type Sheet = { headers: string[]; rows: SheetRow[] };

const MAX_ROWS = 5000;

export async function readSheet(fileName: string, bytes: Buffer): Promise<Sheet> {
  const isXlsx = /\.xlsx$/i.test(fileName) || (bytes[0] === 0x50 && bytes[1] === 0x4b);
  const table = isXlsx ? await readXlsx(bytes) : readCsv(bytes.toString('utf8'));
  // The header is the first row with anything in it; rows after it keep their sheet numbers.
  const first = table.findIndex((r) => r.cells.some((c) => c.trim()));
  if (first < 0) throw new AppError(400, 'sheet_empty', { file: 'sheet_empty' });
  const headers = table[first]!.cells.map((c) => c.trim());
  const rows = table.slice(first + 1).filter((r) => r.cells.some((c) => c.trim()));
  if (!rows.length) throw new AppError(400, 'sheet_empty', { file: 'sheet_empty' });
  if (rows.length > MAX_ROWS) throw new AppError(400, 'validation_failed', { file: 'too_long' });
  return { headers, rows: rows.map((r) => ({ row: r.row, cells: headers.map((_, i) => r.cells[i] ?? '') })) };
}

async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, 'sheet_unreadable', { file: 'sheet_unreadable' });
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError(400, 'sheet_empty', { file: 'sheet_empty' });
  const out: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    out.push({ row: number, cells: Array.from(cells, (c) => c ?? '') });
  });
  return out;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    // A time-only cell is a date in 1899: keep the time; midnight of a date-only cell, the date.
    if (iso.startsWith('1899-12-30') || iso.startsWith('1899-12-31')) return iso.slice(11, 16);
    return iso.slice(11, 16) === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }
  if (typeof value === 'object') {
    if ('result' in value && value.result !== undefined) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

export function readCsv(text: string): SheetRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ',');
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      cells.push(cell);
      rows.push({ row: rowStart, cells });
      cells = [];
      cell = '';
      line++;
      rowStart = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length) {
    cells.push(cell);
    rows.push({ row: rowStart, cells });
  }
  return rows;
}
