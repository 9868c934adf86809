import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { HrSummary } from './types';

/** GET /api/hr/reports/summary?month=YYYY-MM: headcount by department, attendance totals, leave by type. */
export function fetchHrSummary(month: string, signal?: AbortSignal): Promise<HrSummary> {
  return api<HrSummary>(`/api/hr/reports/summary?month=${encodeURIComponent(month)}`, { signal });
}

export const hrSummaryQueryOptions = (month: string) => queryOptions({ queryKey: hrKeys.summary(month), queryFn: ({ signal }) => fetchHrSummary(month, signal) });

export function useHrSummary(month: string, enabled = true) {
  return useQuery({ ...hrSummaryQueryOptions(month), placeholderData: keepPreviousData, enabled });
}
