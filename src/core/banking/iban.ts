// IBAN check (ISO 13616): the country's length and the mod-97 check digits, so a mistyped
// account number is caught before an owner's rent is transferred to it.

/** IBAN length per country (SWIFT IBAN registry); the Gulf first. */
const LENGTHS: Readonly<Record<string, number>> = {
  QA: 29, KW: 30, SA: 24, AE: 23, BH: 22, OM: 23, JO: 30, EG: 29, LB: 28, IQ: 23, PS: 29, TR: 26, PK: 24, YE: 30,
  AD: 24, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22,
  DK: 18, DO: 28, EE: 20, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21,
  HU: 28, IE: 22, IL: 23, IS: 26, IT: 27, KZ: 20, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22,
  MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, RS: 22, SC: 31, SE: 24, SI: 19, SK: 24,
  SM: 27, ST: 25, SV: 28, TL: 23, TN: 24, UA: 29, VA: 22, VG: 24, XK: 20, LY: 25, SD: 18, DJ: 27, SO: 23,
};

/** The IBAN as stored: capitals, no spaces or dashes ("qa58 dohb …" → "QA58DOHB…"). */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** True when the (normalised) IBAN has its country's length and valid check digits. */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** Groups of four for reading aloud and printing ("QA58 DOHB 0000 …"). */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}
