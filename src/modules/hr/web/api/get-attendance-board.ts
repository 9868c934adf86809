import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { AttendanceBoard } from './types';

/** GET /api/hr/attendance/board?date=: who is in, late, out, absent or on leave (today when no date). */
export function fetchAttendanceBoard(date: string, signal?: AbortSignal): Promise<AttendanceBoard> {
  return api<AttendanceBoard>(`/api/hr/attendance/board${queryString({ date })}`, { signal });
}

export const attendanceBoardQueryOptions = (date: string) =>
  queryOptions({ queryKey: hrKeys.board(date), queryFn: ({ signal }) => fetchAttendanceBoard(date, signal), staleTime: 30_000 });

export function useAttendanceBoard(date: string) {
  return useQuery({ ...attendanceBoardQueryOptions(date), placeholderData: keepPreviousData });
}
