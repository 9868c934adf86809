// An uploaded bank statement (base64 of a CSV or .xlsx file) as a grid of text cells. Excel
// dates (midnight, no zone) become their calendar day; numbers their plain decimal text.
import ExcelJS from 'exceljs';
import { AppError } from '../../../server/http/errors';
import { parseCsv } from '../../../core/treasury';

const MAX_ROWS = 5000;

export async function readStatementFile(fileName: string, base64: string): Promise<string[][]> {
  let bytes: Buffer;
  try {
    bytes = Buffer.from(base64, 'base64');
  } catch {
    throw new AppError(400, 'statement_file_unreadable', { content: 'statement_file_unreadable' });
  }
  const isXlsx = /\.xlsx$/i.test(fileName) || (bytes[0] === 0x50 && bytes[1] === 0x4b);
  const grid = isXlsx ? await readXlsx(bytes) : parseCsv(bytes.toString('utf8'));
  while (grid.length && grid[grid.length - 1]!.every((c) => c === '')) grid.pop();
  if (!grid.length) throw new AppError(400, 'statement_empty', { content: 'statement_empty' });
  if (grid.length > MAX_ROWS) throw new AppError(400, 'validation_failed', { content: 'too_long' });
  return grid;
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, 'statement_file_unreadable', { content: 'statement_file_unreadable' });
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError(400, 'statement_empty', { content: 'statement_empty' });
  const grid: string[][] = [];
  // Row numbers stay the sheet's: empty rows in between become empty rows here.
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value).trim();
    });
    grid[number - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(grid, (r) => r ?? ['']);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value && value.result !== undefined) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}
