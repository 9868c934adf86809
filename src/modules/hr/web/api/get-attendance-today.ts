import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { attendanceTodayKey } from './keys';
import type { AttendanceToday } from './types';

/** GET /api/attendance/today: my record today and what the header button offers (spec §4). */
export function fetchAttendanceToday(signal?: AbortSignal): Promise<AttendanceToday> {
  return api<AttendanceToday>('/api/attendance/today', { signal });
}

// Refetched every 5 minutes so the button rolls over to a new day without a reload.
export const attendanceTodayQueryOptions = queryOptions({
  queryKey: attendanceTodayKey,
  queryFn: ({ signal }) => fetchAttendanceToday(signal),
  staleTime: 60_000,
  refetchInterval: 300_000,
});

export function useAttendanceToday(enabled = true) {
  return useQuery({ ...attendanceTodayQueryOptions, enabled });
}
