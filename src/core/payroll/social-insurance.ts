// Social insurance in the six Gulf countries, kept as data: each country's scheme is a list of
// branches (pension, unemployment, occupational hazards …), each with the employee's and the
// employer's share in percent of a contributory wage, the wage it is taken on, its floor and
// ceiling, whom it covers (the country's nationals, others, or everyone) and the day it started.
// The law each figure comes from is named beside it. A company may override a branch's rates
// (an older scheme, an emirate's own fund); the override is passed in and named on the payslip.
//
// Citizens of another GCC state follow their home scheme under the unified GCC extension law;
// that is not modelled here: they count as non-nationals, and the company sets an override.
import type { CountryCode } from '../companies/countries';
import { monthEnd } from '../assets/schedule';
import { addMoney, type CurrencyCode } from '../money';
import { decimalFraction, max, min, money, mul, toMoney, cmp, frac } from './fraction';

export type Bi = { ar: string; en: string };
export type WageBase = 'basic' | 'basic_housing' | 'gross';
export type Covers = 'nationals' | 'non_nationals' | 'all';

export type InsuranceBranch = {
  id: string;
  name: Bi;
  covers: Covers;
  /** Percent of the contributory wage, as decimal strings. */
  employee: string;
  employer: string;
  base: WageBase;
  /** Floor and ceiling of the contributory wage, in the country's currency. */
  floor?: string;
  ceiling?: string;
  /** The branch applies from this day on (a month is covered when it ends on or after it). */
  from?: string;
  /** The branch applies only when the contributory wage is at least this much. */
  onlyFrom?: string;
  /** The employer's rate once this many years of service are complete. */
  employerAfter?: { years: number; rate: string };
};

export type InsuranceScheme = { country: CountryCode; authority: Bi; law: Bi; branches: readonly InsuranceBranch[] };

const NATIONALS: Covers = 'nationals';

export const SOCIAL_INSURANCE: Record<CountryCode, InsuranceScheme> = {
  // Law 61 of 1976 (social insurance) and Law 128 of 1992 (supplementary insurance); PIFSS.
  // Private sector: 10.5 % employee, 11.5 % employer, on the wage between KWD 230 and 2,750
  // (basic insurance up to 1,500, supplementary above it, at the same combined rates).
  KW: {
    country: 'KW',
    authority: { ar: 'المؤسسة العامة للتأمينات الاجتماعية', en: 'Public Institution for Social Security (PIFSS)' },
    law: { ar: 'القانون 61 لسنة 1976 والقانون 128 لسنة 1992', en: 'Law 61 of 1976 and Law 128 of 1992' },
    branches: [{ id: 'pifss', name: { ar: 'التأمينات الاجتماعية', en: 'Social security' }, covers: NATIONALS, employee: '10.5', employer: '11.5', base: 'gross', floor: '230', ceiling: '2750' }],
  },
  // Social Insurance Law (Royal Decree M/33 of 1421H) and the SANED law; GOSI. Wage = basic +
  // housing, SAR 1,500 – 45,000. Those first insured from July 2024 pay the new law's rising
  // annuity rates: set them as an override.
  SA: {
    country: 'SA',
    authority: { ar: 'المؤسسة العامة للتأمينات الاجتماعية', en: 'General Organization for Social Insurance (GOSI)' },
    law: { ar: 'نظام التأمينات الاجتماعية (المرسوم الملكي م/33) ونظام ساند', en: 'Social Insurance Law (Royal Decree M/33) and SANED' },
    branches: [
      { id: 'annuities', name: { ar: 'فرع المعاشات', en: 'Annuities' }, covers: NATIONALS, employee: '9', employer: '9', base: 'basic_housing', floor: '1500', ceiling: '45000' },
      { id: 'saned', name: { ar: 'ساند (التعطل عن العمل)', en: 'SANED (unemployment)' }, covers: NATIONALS, employee: '0.75', employer: '0.75', base: 'basic_housing', floor: '1500', ceiling: '45000' },
      { id: 'hazards', name: { ar: 'الأخطار المهنية', en: 'Occupational hazards' }, covers: 'all', employee: '0', employer: '2', base: 'basic_housing', floor: '1500', ceiling: '45000' },
    ],
  },
  // Federal Decree-Law 57 of 2023 (GPSSA), for Emiratis first insured from 31 October 2023:
  // 11 % employee, 12.5 % employer, and the employer also pays the 2.5 % the government bears
  // below AED 20,000. Cap AED 70,000. Those insured earlier (Law 7 of 1999: 5 %) and the Abu
  // Dhabi fund differ: set an override.
  AE: {
    country: 'AE',
    authority: { ar: 'الهيئة العامة للمعاشات والتأمينات الاجتماعية', en: 'General Pension and Social Security Authority (GPSSA)' },
    law: { ar: 'المرسوم بقانون اتحادي 57 لسنة 2023', en: 'Federal Decree-Law 57 of 2023' },
    branches: [
      { id: 'pension', name: { ar: 'المعاشات والتأمينات', en: 'Pension and social security' }, covers: NATIONALS, employee: '11', employer: '12.5', base: 'gross', ceiling: '70000' },
      { id: 'pension_top_up', name: { ar: 'حصة الحكومة فوق 20,000', en: 'Government share above 20,000' }, covers: NATIONALS, employee: '0', employer: '2.5', base: 'gross', ceiling: '70000', onlyFrom: '20000' },
    ],
  },
  // Social Insurance Law 1 of 2022 (GRSIA), in force 3 January 2023: 7 % employee, 14 %
  // employer, on basic + housing (and social) allowance, up to QAR 100,000.
  QA: {
    country: 'QA',
    authority: { ar: 'الهيئة العامة للتقاعد والتأمينات الاجتماعية', en: 'General Retirement and Social Insurance Authority (GRSIA)' },
    law: { ar: 'قانون التأمينات الاجتماعية رقم 1 لسنة 2022', en: 'Social Insurance Law 1 of 2022' },
    branches: [{ id: 'pension', name: { ar: 'التقاعد والتأمينات', en: 'Retirement and social insurance' }, covers: NATIONALS, employee: '7', employer: '14', base: 'basic_housing', ceiling: '100000', from: '2023-01-03' }],
  },
  // Social Insurance Law (Decree-Law 24 of 1976, as amended) and Resolution 109 of 2023; SIO.
  // Bahrainis: old age 7 % / 12 %, unemployment 1 % / 1 %, work injury 3 % employer, up to BHD
  // 4,000. Others: work injury and unemployment, and since 1 March 2024 the end-of-service
  // contribution (4.2 % for the first three years, then 8.4 %) in place of the gratuity.
  BH: {
    country: 'BH',
    authority: { ar: 'الهيئة العامة للتأمين الاجتماعي', en: 'Social Insurance Organization (SIO)' },
    law: { ar: 'المرسوم بقانون 24 لسنة 1976 والقرار 109 لسنة 2023', en: 'Decree-Law 24 of 1976 and Resolution 109 of 2023' },
    branches: [
      { id: 'old_age', name: { ar: 'الشيخوخة والعجز والوفاة', en: 'Old age, disability and death' }, covers: NATIONALS, employee: '7', employer: '12', base: 'gross', ceiling: '4000' },
      { id: 'unemployment', name: { ar: 'التأمين ضد التعطل', en: 'Unemployment' }, covers: 'all', employee: '1', employer: '1', base: 'gross', ceiling: '4000' },
      { id: 'injury', name: { ar: 'إصابات العمل', en: 'Work injury' }, covers: 'all', employee: '0', employer: '3', base: 'gross', ceiling: '4000' },
      { id: 'end_of_service', name: { ar: 'مكافأة نهاية الخدمة', en: 'End-of-service benefit' }, covers: 'non_nationals', employee: '0', employer: '4.2', base: 'gross', ceiling: '4000', from: '2024-03-01', employerAfter: { years: 3, rate: '8.4' } },
    ],
  },
  // Social Protection Law (Royal Decree 52 of 2023); SPF, from 1 January 2024. Omanis: old age
  // 7.5 % / 11 %, work injury 1 % employer, job security 0.5 % / 0.5 %, up to OMR 3,000;
  // maternity (from July 2024) and sick leave (from July 2025) 1 % employer each, for everyone.
  OM: {
    country: 'OM',
    authority: { ar: 'صندوق الحماية الاجتماعية', en: 'Social Protection Fund (SPF)' },
    law: { ar: 'قانون الحماية الاجتماعية (المرسوم السلطاني 52/2023)', en: 'Social Protection Law (Royal Decree 52/2023)' },
    branches: [
      { id: 'old_age', name: { ar: 'الشيخوخة والعجز والوفاة', en: 'Old age, disability and death' }, covers: NATIONALS, employee: '7.5', employer: '11', base: 'gross', ceiling: '3000', from: '2024-01-01' },
      { id: 'injury', name: { ar: 'إصابات العمل والأمراض المهنية', en: 'Work injuries and occupational disease' }, covers: NATIONALS, employee: '0', employer: '1', base: 'gross', ceiling: '3000', from: '2024-01-01' },
      { id: 'job_security', name: { ar: 'الأمان الوظيفي', en: 'Job security' }, covers: NATIONALS, employee: '0.5', employer: '0.5', base: 'gross', ceiling: '3000', from: '2024-01-01' },
      { id: 'maternity', name: { ar: 'إجازات الأمومة', en: 'Maternity leave' }, covers: 'all', employee: '0', employer: '1', base: 'gross', ceiling: '3000', from: '2024-07-01' },
      { id: 'sick_leave', name: { ar: 'الإجازات المرضية وغيرها', en: 'Sick and other leave' }, covers: 'all', employee: '0', employer: '1', base: 'gross', ceiling: '3000', from: '2025-07-01' },
    ],
  },
};

/** A company's own rates for a branch; `note` says why (shown on the payslip line). */
export type RateOverride = { branchId: string; employee?: string; employer?: string; note?: string };

export type WageParts = { basic: string; housing: string; gross: string };

export type Contribution = {
  branchId: string;
  name: Bi;
  /** The wage the shares were taken on, after floor and ceiling. */
  base: string;
  employeeRate: string;
  employerRate: string;
  employee: string;
  employer: string;
  overridden: boolean;
  overrideNote: string | null;
};

export function contributoryWage(parts: WageParts, base: WageBase): string {
  if (base === 'basic') return parts.basic;
  if (base === 'gross') return parts.gross;
  return addMoney(parts.basic, parts.housing);
}

/**
 * The month's contributions of one employee: each branch that covers them (national or not) and
 * is in force by the month's end, its shares on the wage clamped to the branch's floor and
 * ceiling, each share rounded once to the currency. A zero wage contributes nothing.
 */
export function socialInsurance(input: { country: CountryCode; national: boolean; month: string; hireDate?: string | null; wage: WageParts; currency: CurrencyCode; overrides?: readonly RateOverride[] }): Contribution[] {
  const monthStart = `${input.month}-01`;
  const lastDay = monthEnd(input.month);
  const scheme = SOCIAL_INSURANCE[input.country];
  const out: Contribution[] = [];
  for (const branch of scheme.branches) {
    if (branch.covers === 'nationals' && !input.national) continue;
    if (branch.covers === 'non_nationals' && input.national) continue;
    if (branch.from && branch.from > lastDay) continue;
    const wage = money(contributoryWage(input.wage, branch.base), input.currency);
    if (wage.n <= 0n) continue;
    if (branch.onlyFrom && cmp(wage, money(branch.onlyFrom, input.currency)) < 0) continue;
    let base = wage;
    if (branch.floor) base = max(base, money(branch.floor, input.currency));
    if (branch.ceiling) base = min(base, money(branch.ceiling, input.currency));
    const override = input.overrides?.find((o) => o.branchId === branch.id);
    const employeeRate = override?.employee ?? branch.employee;
    const later = branch.employerAfter && input.hireDate && anniversary(input.hireDate, branch.employerAfter.years) <= monthStart ? branch.employerAfter.rate : branch.employer;
    const employerRate = override?.employer ?? later;
    const share = (rate: string) => toMoney(mul(base, decimalFraction(rate), frac(1, 100)), input.currency);
    out.push({
      branchId: branch.id,
      name: branch.name,
      base: toMoney(base, input.currency),
      employeeRate,
      employerRate,
      employee: share(employeeRate),
      employer: share(employerRate),
      overridden: Boolean(override),
      overrideNote: override?.note ?? null,
    });
  }
  return out;
}

/** The day `years` after `date` (29 February falls on 1 March). */
function anniversary(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}
