import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';

/** The parts of GET /api/company that HR reads: its time zone (attendance days) and work week. */
export type CompanyCalendar = { id: string; timezone: string; currency: string; workWeek: number[] };

// The same key as the settings page's call to the same endpoint: one cache entry for the company.
export const companyKey = ['company'] as const;

export function fetchCompanyCalendar(signal?: AbortSignal): Promise<CompanyCalendar> {
  return api<CompanyCalendar>('/api/company', { signal });
}

export const companyCalendarQueryOptions = queryOptions({ queryKey: companyKey, queryFn: ({ signal }) => fetchCompanyCalendar(signal) });

export function useCompanyCalendar(enabled = true) {
  return useQuery({ ...companyCalendarQueryOptions, enabled });
}
