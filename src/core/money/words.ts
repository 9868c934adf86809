// An amount in Arabic words, as Gulf receipts and invoices print it under the figures:
// "فقط مائة وستة وسبعون ديناراً كويتياً وخمسمائة فلس لا غير". Exact: the amount is read from its
// decimal string, never through a float. The counted noun follows the number (1, 2, 3–10, 11–99,
// round hundreds); numbers are given in their masculine-noun forms, which all our units take
// except the halala, whose 3–10 forms are adjusted.
import type { CurrencyCode } from './currencies';
import { CURRENCIES } from './currencies';

type Noun = {
  /** One (دينار), two (ديناران), 3–10 (دنانير), 11–99 (ديناراً), the rest (دينار). */
  forms: [one: string, two: string, few: string, many: string, other: string];
  /** An adjective after the noun (كويتي), in the same five forms. */
  adjective?: [string, string, string, string, string];
  feminine?: boolean;
};

const UNITS: Record<CurrencyCode, { main: Noun; minor: Noun }> = {
  KWD: { main: { forms: ['دينار', 'ديناران', 'دنانير', 'ديناراً', 'دينار'], adjective: ['كويتي', 'كويتيان', 'كويتية', 'كويتياً', 'كويتي'] }, minor: { forms: ['فلس', 'فلسان', 'فلوس', 'فلساً', 'فلس'] } },
  BHD: { main: { forms: ['دينار', 'ديناران', 'دنانير', 'ديناراً', 'دينار'], adjective: ['بحريني', 'بحرينيان', 'بحرينية', 'بحرينياً', 'بحريني'] }, minor: { forms: ['فلس', 'فلسان', 'فلوس', 'فلساً', 'فلس'] } },
  QAR: { main: { forms: ['ريال', 'ريالان', 'ريالات', 'ريالاً', 'ريال'], adjective: ['قطري', 'قطريان', 'قطرية', 'قطرياً', 'قطري'] }, minor: { forms: ['درهم', 'درهمان', 'دراهم', 'درهماً', 'درهم'] } },
  SAR: { main: { forms: ['ريال', 'ريالان', 'ريالات', 'ريالاً', 'ريال'], adjective: ['سعودي', 'سعوديان', 'سعودية', 'سعودياً', 'سعودي'] }, minor: { forms: ['هللة', 'هللتان', 'هللات', 'هللة', 'هللة'], feminine: true } },
  OMR: { main: { forms: ['ريال', 'ريالان', 'ريالات', 'ريالاً', 'ريال'], adjective: ['عماني', 'عمانيان', 'عمانية', 'عمانياً', 'عماني'] }, minor: { forms: ['بيسة', 'بيستان', 'بيسات', 'بيسة', 'بيسة'], feminine: true } },
  AED: { main: { forms: ['درهم', 'درهمان', 'دراهم', 'درهماً', 'درهم'], adjective: ['إماراتي', 'إماراتيان', 'إماراتية', 'إماراتياً', 'إماراتي'] }, minor: { forms: ['فلس', 'فلسان', 'فلوس', 'فلساً', 'فلس'] } },
  USD: { main: { forms: ['دولار', 'دولاران', 'دولارات', 'دولاراً', 'دولار'], adjective: ['أمريكي', 'أمريكيان', 'أمريكية', 'أمريكياً', 'أمريكي'] }, minor: { forms: ['سنت', 'سنتان', 'سنتات', 'سنتاً', 'سنت'] } },
  EUR: { main: { forms: ['يورو', 'يورو', 'يورو', 'يورو', 'يورو'] }, minor: { forms: ['سنت', 'سنتان', 'سنتات', 'سنتاً', 'سنت'] } },
};

const ONES = ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'];
const ONES_FEMININE = ['', 'واحدة', 'اثنتان', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع'];
const TEENS = ['عشرة', 'أحد عشر', 'اثنا عشر', 'ثلاثة عشر', 'أربعة عشر', 'خمسة عشر', 'ستة عشر', 'سبعة عشر', 'ثمانية عشر', 'تسعة عشر'];
const TEENS_FEMININE = ['عشر', 'إحدى عشرة', 'اثنتا عشرة', 'ثلاث عشرة', 'أربع عشرة', 'خمس عشرة', 'ست عشرة', 'سبع عشرة', 'ثماني عشرة', 'تسع عشرة'];
const TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const HUNDREDS = ['', 'مائة', 'مائتان', 'ثلاثمائة', 'أربعمائة', 'خمسمائة', 'ستمائة', 'سبعمائة', 'ثمانمائة', 'تسعمائة'];

/** Thousands and millions counted like any noun: ألف, ألفان, آلاف, ألفاً. */
const SCALES: Array<{ value: bigint; forms: [string, string, string, string, string] }> = [
  { value: 1_000_000_000n, forms: ['مليار', 'ملياران', 'مليارات', 'ملياراً', 'مليار'] },
  { value: 1_000_000n, forms: ['مليون', 'مليونان', 'ملايين', 'مليوناً', 'مليون'] },
  { value: 1_000n, forms: ['ألف', 'ألفان', 'آلاف', 'ألفاً', 'ألف'] },
];

/** Which of the five noun forms a count takes. */
function formIndex(n: bigint): 0 | 1 | 2 | 3 | 4 {
  if (n === 1n) return 0;
  if (n === 2n) return 1;
  const lastTwo = Number(n % 100n);
  if (lastTwo >= 3 && lastTwo <= 10) return 2;
  if (lastTwo >= 11 && lastTwo <= 99) return 3;
  return 4;
}

/** 1..999 in words. */
function underThousand(n: number, feminine: boolean): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(HUNDREDS[hundreds]!);
  if (rest >= 10 && rest < 20) parts.push((feminine ? TEENS_FEMININE : TEENS)[rest - 10]!);
  else if (rest) {
    const ones = rest % 10;
    const tens = Math.floor(rest / 10);
    const one = (feminine ? ONES_FEMININE : ONES)[ones]!;
    if (tens >= 2) parts.push(ones ? `${one} و${TENS[tens]}` : TENS[tens]!);
    else parts.push(one);
  }
  return parts.join(' و');
}

/** A count before its noun: two hundred is "مائتا" (مائتا دينار, مائتا ألف). */
function beforeNoun(words: string): string {
  return words.endsWith('مائتان') ? `${words.slice(0, -'مائتان'.length)}مائتا` : words;
}

/** A whole number in words (0 is "صفر"). */
export function numberInArabicWords(n: bigint, feminine = false): string {
  if (n === 0n) return 'صفر';
  const parts: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const count = rest / scale.value;
    rest %= scale.value;
    if (count === 0n) continue;
    const form = formIndex(count);
    // ألف, ألفان on their own; other counts say the number first (ثلاثة آلاف, مائة ألف).
    parts.push(form === 0 || form === 1 ? scale.forms[form] : `${beforeNoun(numberInArabicWords(count))} ${scale.forms[form]}`);
  }
  if (rest > 0n) parts.push(underThousand(Number(rest), feminine));
  return parts.join(' و');
}

function counted(n: bigint, noun: Noun): string {
  const form = formIndex(n);
  const adjective = noun.adjective ? ` ${noun.adjective[form]}` : '';
  // One and two are said by the noun itself: دينار كويتي واحد, ديناران كويتيان.
  if (form === 0) return `${noun.forms[0]}${adjective}`;
  if (form === 1) return `${noun.forms[1]}${adjective}`;
  return `${beforeNoun(numberInArabicWords(n, noun.feminine))} ${noun.forms[form]}${adjective}`;
}

/**
 * "فقط … لا غير" for an exact decimal amount in a currency, the minor unit after "و".
 * `amount` is a decimal string with at most the currency's decimals (as stored).
 */
export function amountInArabicWords(amount: string, currency: CurrencyCode): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  const decimals = CURRENCIES[currency].decimals;
  const whole = BigInt(match[1]!);
  const minor = decimals ? BigInt((match[2] ?? '').padEnd(decimals, '0').slice(0, decimals) || '0') : 0n;
  const units = UNITS[currency];
  const parts: string[] = [];
  if (whole > 0n || minor === 0n) parts.push(whole === 0n ? `صفر ${units.main.forms[4]}` : counted(whole, units.main));
  if (minor > 0n) parts.push(counted(minor, units.minor));
  return `فقط ${parts.join(' و')} لا غير`;
}
