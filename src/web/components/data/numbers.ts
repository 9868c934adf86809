/** People type "1,250.500" or Arabic-Indic digits; the API takes "1250.500". */
export function normaliseNumber(text: string): string {
  return text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٬,\s]/g, '')
    .replace('٫', '.');
}

const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;

/** A typed amount as the API's decimal string, '' when empty, null when not a number. */
export function amountOf(text: string): string | null {
  const value = normaliseNumber(text);
  if (!value) return '';
  return AMOUNT.test(value) ? value : null;
}

/** A typed whole number, null when empty or invalid. */
export function integerOf(text: string): number | null {
  const value = normaliseNumber(text);
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * Isolates an LTR code inside Arabic text (FSI…PDI): a plate such as "10 12345" keeps its order
 * instead of being reordered by the surrounding RTL run.
 */
export function ltr(text: string | null | undefined): string {
  return text ? `\u2066${text}\u2069` : '';
}
