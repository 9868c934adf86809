import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useFormatter } from '../../lib/format';
import { useShell } from '../../features/shell/components/shell-context';

// The company clock's conversions live in core (the server uses them too).
export { localToIso, zoneOffset } from '../../../core/dates';

type CompanyInfo = { id: string; timezone: string; currency: string; vatRate: string; pricesIncludeVat: boolean };

// The same key as the settings and HR calls to GET /api/company: one cache entry.
const companyQuery = queryOptions({ queryKey: ['company'] as const, queryFn: ({ signal }) => api<CompanyInfo>('/api/company', { signal }) });

/** The Gulf default until the company loads; the server uses the same. */
const FALLBACK_ZONE = 'Asia/Qatar';

export function todayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** An instant as the company's wall clock for a datetime-local field. */
export function isoToLocal(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/**
 * The company of the signed-in user: its currency (money everywhere), time zone and today there
 * (rental times read as the branch's clock wherever the viewer is), and the record formatters.
 */
export function useCompany() {
  const { me, base } = useShell();
  const company = useQuery(companyQuery);
  const f = useFormatter();
  const timeZone = company.data?.timezone || FALLBACK_ZONE;
  const currency = me.company?.currency ?? company.data?.currency ?? 'QAR';
  const can = (permission: string) => me.isSuperAdmin || me.permissions.includes(permission);
  const dayFormat = new Intl.DateTimeFormat(f.language, { dateStyle: 'medium', timeZone: 'UTC', numberingSystem: f.numberingSystem, calendar: f.calendar });
  const dateTimeFormat = new Intl.DateTimeFormat(f.language, { dateStyle: 'medium', timeStyle: 'short', timeZone, numberingSystem: f.numberingSystem, calendar: f.calendar });
  return {
    me,
    base,
    currency,
    timeZone,
    /** Standard VAT in percent ('15.00'), the default of new invoices; null until the company loads. */
    vatRate: company.data?.vatRate ?? null,
    /** New invoices take the VAT out of the line prices instead of adding it. */
    pricesIncludeVat: company.data?.pricesIncludeVat ?? false,
    today: todayIn(timeZone),
    can,
    isAdmin: me.isSuperAdmin || me.roles.includes('company_admin'),
    f,
    money: (amount: string | null | undefined) => (amount === null || amount === undefined ? '—' : f.money(amount, currency)),
    /** A calendar date (YYYY-MM-DD) without any zone shift. */
    day: (ymd: string | null | undefined) => (ymd ? dayFormat.format(new Date(`${ymd.slice(0, 10)}T00:00:00Z`)) : '—'),
    /** An instant on the company's clock. */
    at: (iso: string | null | undefined) => (iso ? dateTimeFormat.format(new Date(iso)) : '—'),
  };
}

export type Company = ReturnType<typeof useCompany>;
