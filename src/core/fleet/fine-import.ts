// Reading an authority's spreadsheet of fines: every authority names its columns its own way
// (Arabic or English, with or without a separate time column), so the importer guesses a
// mapping from the headers, the person corrects it, and each row is checked on its own — a bad
// row is reported by its number and field and never stops the others.

export const IMPORT_FIELDS = ['violationNumber', 'plate', 'date', 'time', 'location', 'violationType', 'authority', 'amount', 'points'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** Column index (0-based) of each field in the sheet; absent fields are not in the file. */
export type ImportMapping = Partial<Record<ImportField, number>>;
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['violationNumber', 'plate', 'date', 'amount'];

/** Words seen in the headers of Gulf traffic departments' exports, per field (most specific first). */
const HEADER_WORDS: Record<ImportField, readonly string[]> = {
  violationNumber: ['رقم المخالفة', 'رقم المخالفه', 'violation no', 'violation number', 'ticket no', 'ticket number', 'fine no', 'fine number', 'reference'],
  plate: ['رقم اللوحة', 'اللوحة', 'لوحة', 'plate', 'registration'],
  time: ['وقت', 'الساعة', 'time'],
  date: ['تاريخ', 'date'],
  location: ['الموقع', 'موقع', 'المكان', 'location', 'place', 'street'],
  violationType: ['نوع المخالفة', 'وصف المخالفة', 'المخالفة', 'violation type', 'description', 'offence', 'type'],
  authority: ['الجهة', 'جهة', 'الإدارة', 'authority', 'issuer', 'department'],
  amount: ['المبلغ', 'مبلغ', 'قيمة', 'الغرامة', 'amount', 'fine', 'value'],
  points: ['النقاط', 'نقاط', 'points'],
};

const normalise = (s: string) => toLatinDigits(s).trim().toLowerCase().replace(/[_\-.:]+/g, ' ').replace(/\s+/g, ' ').replace(/[ةه]\b/g, 'ه');

/** A guess per field: the first header containing one of its words, each column used once. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const names = headers.map(normalise);
  const used = new Set<number>();
  const mapping: ImportMapping = {};
  // Fields with specific words first, so "رقم المخالفة" is the number and not the type.
  for (const field of ['violationNumber', 'plate', 'time', 'date', 'amount', 'points', 'location', 'authority', 'violationType'] as const) {
    for (const word of HEADER_WORDS[field]) {
      const index = names.findIndex((n, i) => !used.has(i) && n.includes(normalise(word)));
      if (index >= 0) {
        mapping[field] = index;
        used.add(index);
        break;
      }
    }
  }
  return mapping;
}

export function toLatinDigits(s: string): string {
  return s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

export type ImportedFine = {
  violationNumber: string;
  plate: string;
  /** Wall-clock time in the company's zone, "YYYY-MM-DDTHH:mm". */
  local: string;
  location: string | null;
  violationType: string | null;
  authority: string | null;
  amount: string;
  points: number | null;
};
/** A row's problem: the field and a message code the catalogue translates. */
export type RowError = { field: ImportField; code: 'required' | 'invalid_date' | 'invalid_time' | 'invalid_amount' | 'invalid_number' | 'too_long' };

/** "2026-03-04", "04/03/2026", "4-3-2026" (day first, as the Gulf writes it), optionally with a time. */
export function parseLocalDateTime(dateText: string, timeText?: string | null): { local: string } | { error: 'invalid_date' | 'invalid_time' } {
  const raw = toLatinDigits(dateText).trim();
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](.+))?$/.exec(raw);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T](.+))?$/.exec(raw);
  const parts = iso ? { y: +iso[1]!, m: +iso[2]!, d: +iso[3]!, rest: iso[4] } : dmy ? { y: +dmy[3]!, m: +dmy[2]!, d: +dmy[1]!, rest: dmy[4] } : null;
  if (!parts) return { error: 'invalid_date' };
  const probe = new Date(Date.UTC(parts.y, parts.m - 1, parts.d));
  if (parts.y < 1990 || parts.y > 2100 || probe.getUTCMonth() !== parts.m - 1 || probe.getUTCDate() !== parts.d) return { error: 'invalid_date' };
  const timeRaw = (timeText && toLatinDigits(timeText).trim()) || parts.rest?.trim() || '';
  const time = timeRaw ? parseTime(timeRaw) : '00:00';
  if (!time) return { error: 'invalid_time' };
  return { local: `${String(parts.y).padStart(4, '0')}-${String(parts.m).padStart(2, '0')}-${String(parts.d).padStart(2, '0')}T${time}` };
}

/** "13:45", "13:45:10", "1:45 PM", "1:45 م" → "13:45". */
function parseTime(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm|ص|م)?$/i.exec(text.trim());
  if (!m) return null;
  let h = +m[1]!;
  const min = +m[2]!;
  const half = m[3]?.toLowerCase();
  if (half) {
    if (h < 1 || h > 12) return null;
    const pm = half === 'pm' || half === 'م';
    h = (h % 12) + (pm ? 12 : 0);
  }
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

/** "1,250.500", "150 د.ك", "٢٠٠" → a plain decimal string; null when it is not a positive amount. */
export function parseAmount(text: string): string | null {
  // The first number in the cell: currency names ("د.ك", "KWD") and signs around it are dropped.
  const found = /\d+(?:\.\d+)?/.exec(toLatinDigits(text).replace(/[٬,\s]/g, '').replace(/٫/g, '.'));
  const cleaned = found?.[0] ?? '';
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(cleaned) || Number(cleaned) <= 0) return null;
  return cleaned;
}

/** One sheet row through the mapping: the fine, or the fields that are wrong. */
export function readRow(row: readonly string[], mapping: ImportMapping): { ok: true; fine: ImportedFine } | { ok: false; errors: RowError[] } {
  const cell = (field: ImportField) => {
    const index = mapping[field];
    return index === undefined ? '' : String(row[index] ?? '').trim();
  };
  const errors: RowError[] = [];
  for (const field of REQUIRED_IMPORT_FIELDS) if (!cell(field)) errors.push({ field, code: 'required' });
  const long = (field: ImportField, max: number) => {
    if (cell(field).length > max) errors.push({ field, code: 'too_long' });
  };
  long('violationNumber', 60);
  long('plate', 30);
  long('location', 200);
  long('violationType', 200);
  long('authority', 120);
  let local = '';
  if (cell('date')) {
    const parsed = parseLocalDateTime(cell('date'), cell('time') || null);
    if ('error' in parsed) errors.push({ field: parsed.error === 'invalid_time' ? 'time' : 'date', code: parsed.error });
    else local = parsed.local;
  }
  const amount = cell('amount') ? parseAmount(cell('amount')) : null;
  if (cell('amount') && !amount) errors.push({ field: 'amount', code: 'invalid_amount' });
  let points: number | null = null;
  if (cell('points')) {
    const n = Number(toLatinDigits(cell('points')));
    if (!Number.isInteger(n) || n < 0 || n > 100) errors.push({ field: 'points', code: 'invalid_number' });
    else points = n;
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    fine: {
      violationNumber: toLatinDigits(cell('violationNumber')),
      plate: normalisePlate(cell('plate')),
      local,
      location: cell('location') || null,
      violationType: cell('violationType') || null,
      authority: cell('authority') || null,
      amount: amount!,
      points,
    },
  };
}

/** Plates compare without spaces, dashes or Arabic digits ("12-34567" = "12 34567" = "١٢ ٣٤٥٦٧"). */
export function normalisePlate(plate: string): string {
  return toLatinDigits(plate).replace(/[\s\-_/]+/g, '').toUpperCase();
}
