// End-of-service gratuity in the six Gulf countries, kept as data with the article it comes from:
// the wage it is taken on, the days of wage per year of service by bracket, the cap, the minimum
// service, what resigning keeps and whether a dismissal for misconduct forfeits it. Service is
// counted in days (unpaid leave excluded) and a year is 365 days, so a part year earns its part.
import type { CountryCode } from '../companies/countries';
import type { CurrencyCode } from '../money';
import { add, cmp, frac, min, money, mul, toMoney, type Fraction } from './fraction';
import type { Bi } from './social-insurance';

export const LEAVING_REASONS = ['termination', 'resignation', 'contract_end', 'misconduct', 'retirement', 'death'] as const;
export type LeavingReason = (typeof LEAVING_REASONS)[number];

export type GratuityRule = {
  country: CountryCode;
  law: Bi;
  /** The monthly wage the gratuity is taken on: the basic wage only, or basic + fixed allowances. */
  wage: 'basic' | 'gross';
  /** Whether the country's own nationals get it from the employer (elsewhere their pension fund pays). */
  nationals: boolean;
  minServiceYears: number;
  /** Days of wage for each year of service: `years` of the bracket (null = every year after). */
  brackets: ReadonlyArray<{ years: number | null; days: number }>;
  /** A month's wage is this many days' wage (Kuwait pays monthly staff by 26 working days). */
  daysPerMonth: number;
  capMonths: number | null;
  /** What a resignation keeps: the last step whose service is reached (`over`: strictly more). */
  resignation: ReadonlyArray<{ years: number; over?: true; share: Fraction }> | null;
  misconductForfeits: boolean;
  /** Non-nationals' service after this day is paid by the insurance fund, not the employer. */
  employerAccrualEnds?: string;
};

const NONE = frac(0);
const ALL = frac(1);

export const GRATUITY: Record<CountryCode, GratuityRule> = {
  // Labour Law 6 of 2010, art. 51 (15 days for each of the first five years, a month for each
  // year after, at most 18 months), art. 53 (resignation: half from 3 years, two thirds over 5,
  // all from 10), art. 41 (dismissal for misconduct forfeits it).
  KW: {
    country: 'KW',
    law: { ar: 'قانون العمل 6 لسنة 2010، المواد 41 و51 و53', en: 'Labour Law 6 of 2010, arts. 41, 51 and 53' },
    wage: 'gross',
    nationals: true,
    minServiceYears: 0,
    brackets: [{ years: 5, days: 15 }, { years: null, days: 26 }],
    daysPerMonth: 26,
    capMonths: 18,
    resignation: [{ years: 0, share: NONE }, { years: 3, share: frac(1, 2) }, { years: 5, over: true, share: frac(2, 3) }, { years: 10, share: ALL }],
    misconductForfeits: true,
  },
  // Labour Law (Royal Decree M/51), art. 84 (half a month for each of the first five years, a
  // month after), art. 85 (resignation: a third from 2 years, two thirds over 5, all from 10),
  // art. 80 (dismissal for misconduct forfeits it).
  SA: {
    country: 'SA',
    law: { ar: 'نظام العمل (المرسوم الملكي م/51)، المواد 80 و84 و85', en: 'Labour Law (Royal Decree M/51), arts. 80, 84 and 85' },
    wage: 'gross',
    nationals: true,
    minServiceYears: 0,
    brackets: [{ years: 5, days: 15 }, { years: null, days: 30 }],
    daysPerMonth: 30,
    capMonths: null,
    resignation: [{ years: 0, share: NONE }, { years: 2, share: frac(1, 3) }, { years: 5, over: true, share: frac(2, 3) }, { years: 10, share: ALL }],
    misconductForfeits: true,
  },
  // Federal Decree-Law 33 of 2021, art. 51: after a year, 21 days' basic wage for each of the
  // first five years and 30 days after, at most two years' wage; no cut for resigning.
  AE: {
    country: 'AE',
    law: { ar: 'المرسوم بقانون اتحادي 33 لسنة 2021، المادة 51', en: 'Federal Decree-Law 33 of 2021, art. 51' },
    wage: 'basic',
    nationals: false,
    minServiceYears: 1,
    brackets: [{ years: 5, days: 21 }, { years: null, days: 30 }],
    daysPerMonth: 30,
    capMonths: 24,
    resignation: null,
    misconductForfeits: false,
  },
  // Labour Law 14 of 2004, art. 54: after a year, at least three weeks' basic wage a year.
  QA: {
    country: 'QA',
    law: { ar: 'قانون العمل 14 لسنة 2004، المادة 54', en: 'Labour Law 14 of 2004, art. 54' },
    wage: 'basic',
    nationals: false,
    minServiceYears: 1,
    brackets: [{ years: null, days: 21 }],
    daysPerMonth: 30,
    capMonths: null,
    resignation: null,
    misconductForfeits: false,
  },
  // Labour Law 36 of 2012, art. 116: half a month for each of the first three years, a month
  // after. Since 1 March 2024 (Resolution 109 of 2023) the SIO pays non-Bahrainis' gratuity for
  // the service after that day, from the employer's monthly contribution.
  BH: {
    country: 'BH',
    law: { ar: 'قانون العمل 36 لسنة 2012، المادة 116، والقرار 109 لسنة 2023', en: 'Labour Law 36 of 2012, art. 116, and Resolution 109 of 2023' },
    wage: 'gross',
    nationals: false,
    minServiceYears: 0,
    brackets: [{ years: 3, days: 15 }, { years: null, days: 30 }],
    daysPerMonth: 30,
    capMonths: null,
    resignation: null,
    misconductForfeits: false,
    employerAccrualEnds: '2024-02-29',
  },
  // Labour Law (Royal Decree 53 of 2023): a month's basic wage for each year of service.
  OM: {
    country: 'OM',
    law: { ar: 'قانون العمل (المرسوم السلطاني 53/2023)', en: 'Labour Law (Royal Decree 53/2023)' },
    wage: 'basic',
    nationals: false,
    minServiceYears: 0,
    brackets: [{ years: null, days: 30 }],
    daysPerMonth: 30,
    capMonths: null,
    resignation: null,
    misconductForfeits: false,
  },
};

const DAY = 86_400_000;
/** Days from `start` to `end`, both counted. */
export const serviceDays = (start: string, end: string) => Math.max(0, Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY) + 1);

export type GratuityInput = {
  country: CountryCode;
  currency: CurrencyCode;
  national: boolean;
  reason: LeavingReason;
  hireDate: string;
  /** The last day of service. */
  lastDay: string;
  /** Days of unpaid leave and absence inside the service, which do not count. */
  unpaidDays?: number;
  basic: string;
  gross: string;
};

export type Gratuity = {
  amount: string;
  /** The full entitlement before a resignation's share, the cap applied. */
  entitlement: string;
  wage: string;
  serviceDays: number;
  /** Service in years, to three decimals, for display. */
  serviceYears: string;
  /** The share kept (1 unless resigning under Kuwait's or Saudi Arabia's rule). */
  share: { n: string; d: string };
  capped: boolean;
  why: 'due' | 'nationals_excluded' | 'below_minimum' | 'forfeited' | 'resigned_too_early';
  law: Bi;
};

function yearsCmp(days: number, years: number): -1 | 0 | 1 {
  return cmp(frac(days, 365), frac(years));
}

export function gratuity(input: GratuityInput): Gratuity {
  const rule = GRATUITY[input.country];
  let end = input.lastDay;
  if (rule.employerAccrualEnds && !input.national && end > rule.employerAccrualEnds) end = rule.employerAccrualEnds;
  const days = Math.max(0, serviceDays(input.hireDate, end) - (input.unpaidDays ?? 0));
  const totalDays = Math.max(0, serviceDays(input.hireDate, input.lastDay) - (input.unpaidDays ?? 0));
  const wage = rule.wage === 'basic' ? input.basic : input.gross;
  const monthly = money(wage, input.currency);
  const base = { wage, serviceDays: days, serviceYears: (Math.round((totalDays / 365) * 1000) / 1000).toFixed(3), law: rule.law };
  const zero = (why: Gratuity['why'], share = NONE) => ({ ...base, amount: toMoney(NONE, input.currency), entitlement: toMoney(NONE, input.currency), share: { n: String(share.n), d: String(share.d) }, capped: false, why });

  if (input.national && !rule.nationals) return zero('nationals_excluded');
  if (yearsCmp(totalDays, rule.minServiceYears) < 0) return zero('below_minimum');
  if (input.reason === 'misconduct' && rule.misconductForfeits) return zero('forfeited');

  // Days of wage earned: each bracket's years (a part year pro rata) × its days.
  let earned = NONE;
  let left = frac(days, 365);
  for (const bracket of rule.brackets) {
    if (left.n <= 0n) break;
    const inBracket = bracket.years === null ? left : min(left, frac(bracket.years));
    earned = add(earned, mul(inBracket, frac(bracket.days)));
    left = add(left, mul(inBracket, frac(-1)));
  }
  let full = mul(monthly, earned, frac(1, rule.daysPerMonth));
  let capped = false;
  if (rule.capMonths !== null) {
    const cap = mul(monthly, frac(rule.capMonths));
    if (cmp(full, cap) > 0) {
      full = cap;
      capped = true;
    }
  }
  let share = ALL;
  if (input.reason === 'resignation' && rule.resignation) {
    for (const step of rule.resignation) {
      const c = yearsCmp(totalDays, step.years);
      if (step.over ? c > 0 : c >= 0) share = step.share;
    }
  }
  const amount = toMoney(mul(full, share), input.currency);
  const why: Gratuity['why'] = share.n === 0n ? 'resigned_too_early' : 'due';
  return { ...base, amount, entitlement: toMoney(full, input.currency), share: { n: String(share.n), d: String(share.d) }, capped, why };
}
