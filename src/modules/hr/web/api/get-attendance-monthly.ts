import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { MonthlyAttendance } from './types';

/** GET /api/hr/attendance/monthly?month=YYYY-MM: present, absent, late, leave days and hours per employee. */
export function fetchMonthlyAttendance(month: string, signal?: AbortSignal): Promise<MonthlyAttendance> {
  return api<MonthlyAttendance>(`/api/hr/attendance/monthly?month=${encodeURIComponent(month)}`, { signal });
}

export const monthlyAttendanceQueryOptions = (month: string) =>
  queryOptions({ queryKey: hrKeys.monthly(month), queryFn: ({ signal }) => fetchMonthlyAttendance(month, signal) });

export function useMonthlyAttendance(month: string) {
  return useQuery({ ...monthlyAttendanceQueryOptions(month), placeholderData: keepPreviousData });
}
