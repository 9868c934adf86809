/**
 * Numbers, dates and money for display, through Intl, in the user's language with their digits
 * (Latin by default, Arabic-Indic as an option) and calendar (Gregorian by default, Hijri Umm
 * al-Qura as an option: DECISIONS 8). Money keeps the company currency's decimals (DECISIONS 7).
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../core/money/format';
import { CURRENCIES, resolveCurrency } from '../../core/money/currencies';
import { isLanguage, type Language } from '../i18n/language';

import { getFormatPreferences, subscribeFormatPreferences, type FormatPreferences } from './format-preferences';

// The preferences store lives apart (format-preferences.ts); re-exported for one import site.
export {
  CALENDARS,
  DEFAULT_FORMAT_PREFERENCES,
  getFormatPreferences,
  isCalendarSystem,
  isNumberingSystem,
  NUMBERING_SYSTEMS,
  setFormatPreferences,
  subscribeFormatPreferences,
  type CalendarSystem,
  type FormatPreferences,
  type NumberingSystem,
} from './format-preferences';

export type FormatContext = FormatPreferences & { language: Language };

// ---- Pure formatters (explicit context, cached Intl objects: tables format thousands of cells).

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(ctx: FormatContext, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${ctx.language}|${ctx.numberingSystem}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(ctx.language, { ...options, numberingSystem: ctx.numberingSystem });
    numberFormats.set(key, format);
  }
  return format;
}

export type DateStyle = 'short' | 'medium' | 'long';

function dateFormat(ctx: FormatContext, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${ctx.language}|${ctx.numberingSystem}|${ctx.calendar}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(ctx.language, { ...options, numberingSystem: ctx.numberingSystem, calendar: ctx.calendar });
    dateFormats.set(key, format);
  }
  return format;
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatNumber(value: number, ctx: FormatContext, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(ctx, options).format(value);
}

/** A calendar date; `style` picks how much of it (short: 12/05/2026, long: 12 May 2026). */
export function formatDate(value: Date | string | number, ctx: FormatContext, style: DateStyle = 'medium'): string {
  const date = toDate(value);
  return date ? dateFormat(ctx, { dateStyle: style }).format(date) : '';
}

export function formatDateTime(value: Date | string | number, ctx: FormatContext, style: DateStyle = 'medium'): string {
  const date = toDate(value);
  return date ? dateFormat(ctx, { dateStyle: style, timeStyle: 'short' }).format(date) : '';
}

/**
 * An amount (a decimal string, never a float) in a currency of spec §9, with that currency's
 * decimals. Arabic uses the currency's own locale and symbol (ر.ق); English shows the ISO code.
 */
export function formatAmount(amount: string | number, currency: string, ctx: FormatContext): string {
  const code = resolveCurrency(currency);
  const text = typeof amount === 'number' ? amount.toFixed(CURRENCIES[code].decimals) : amount;
  return formatMoney(text, code, {
    numberingSystem: ctx.numberingSystem,
    ...(ctx.language === 'en' ? { locale: 'en-US', display: 'code' as const } : {}),
  });
}

// ---- React: the formatters bound to the current language and preferences.

export type Formatter = FormatContext & {
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date | string | number, style?: DateStyle) => string;
  dateTime: (value: Date | string | number, style?: DateStyle) => string;
  money: (amount: string | number, currency: string) => string;
};

export function formatterFor(ctx: FormatContext): Formatter {
  return {
    ...ctx,
    number: (value, options) => formatNumber(value, ctx, options),
    date: (value, style) => formatDate(value, ctx, style),
    dateTime: (value, style) => formatDateTime(value, ctx, style),
    money: (amount, currency) => formatAmount(amount, currency, ctx),
  };
}

/** Re-renders when the language, the digits or the calendar change. */
export function useFormatter(): Formatter {
  const { i18n } = useTranslation();
  const prefs = useSyncExternalStore(subscribeFormatPreferences, getFormatPreferences, getFormatPreferences);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'ar';
  return useMemo(() => formatterFor({ language, ...prefs }), [language, prefs]);
}
