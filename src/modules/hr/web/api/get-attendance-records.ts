import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { AttendanceRecord } from './types';

export type RecordsParams = { employeeId: string; from: string; to: string };

/** GET /api/hr/attendance/records?employeeId=&from=&to= (no employeeId: the caller's own history). */
export function fetchAttendanceRecords(params: RecordsParams, signal?: AbortSignal): Promise<AttendanceRecord[]> {
  return api<{ items: AttendanceRecord[] }>(`/api/hr/attendance/records${queryString(params)}`, { signal }).then((body) => body.items);
}

export const attendanceRecordsQueryOptions = (params: RecordsParams) =>
  queryOptions({ queryKey: hrKeys.records(params.employeeId, params.from, params.to), queryFn: ({ signal }) => fetchAttendanceRecords(params, signal) });

export function useAttendanceRecords(params: RecordsParams, enabled = true) {
  return useQuery({ ...attendanceRecordsQueryOptions(params), enabled });
}
