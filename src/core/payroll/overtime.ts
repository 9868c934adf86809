// Overtime pay by country: an hour's wage is the monthly basic wage ÷ (days in a pay month ×
// the working day's hours), paid at the law's rate for ordinary days and for the weekly rest day
// or a public holiday. A company may pay more; it passes its own multipliers.
import type { CountryCode } from '../companies/countries';
import type { Bi } from './social-insurance';

export type OvertimeRule = { ordinary: string; restDay: string; daysPerMonth: number; law: Bi };

export const OVERTIME: Record<CountryCode, OvertimeRule> = {
  // Labour Law 6 of 2010, arts. 66 and 67: +25 %, the weekly rest day +50 %.
  KW: { ordinary: '1.25', restDay: '1.5', daysPerMonth: 26, law: { ar: 'قانون العمل الكويتي، المادتان 66 و67', en: 'Kuwait Labour Law, arts. 66 and 67' } },
  // Labour Law (M/51), art. 107: the hour's wage plus 50 % of the basic hour.
  SA: { ordinary: '1.5', restDay: '1.5', daysPerMonth: 30, law: { ar: 'نظام العمل السعودي، المادة 107', en: 'Saudi Labour Law, art. 107' } },
  // Federal Decree-Law 33 of 2021, art. 19: +25 %, rest day (and nights) +50 %.
  AE: { ordinary: '1.25', restDay: '1.5', daysPerMonth: 30, law: { ar: 'المرسوم بقانون اتحادي 33 لسنة 2021، المادة 19', en: 'Federal Decree-Law 33 of 2021, art. 19' } },
  // Labour Law 14 of 2004, art. 74: +25 %, rest day and nights +50 %.
  QA: { ordinary: '1.25', restDay: '1.5', daysPerMonth: 30, law: { ar: 'قانون العمل القطري، المادة 74', en: 'Qatar Labour Law, art. 74' } },
  // Labour Law 36 of 2012, art. 54: +25 % by day, +50 % by night and on the rest day.
  BH: { ordinary: '1.25', restDay: '1.5', daysPerMonth: 30, law: { ar: 'قانون العمل البحريني، المادة 54', en: 'Bahrain Labour Law, art. 54' } },
  // Labour Law (Royal Decree 53/2023): +25 % by day, +50 % by night and on rest days.
  OM: { ordinary: '1.25', restDay: '1.5', daysPerMonth: 30, law: { ar: 'قانون العمل العُماني (المرسوم السلطاني 53/2023)', en: 'Oman Labour Law (Royal Decree 53/2023)' } },
};
