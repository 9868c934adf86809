import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { LeaveRequest, LeaveStatus } from './types';

/** GET /api/hr/leave/requests?mine=&status=: mine, or everyone's (hr.leave.read). */
export function fetchLeaveRequests(mine: boolean, status: LeaveStatus | '', signal?: AbortSignal): Promise<LeaveRequest[]> {
  return api<{ items: LeaveRequest[] }>(`/api/hr/leave/requests${queryString({ mine, status })}`, { signal }).then((body) => body.items);
}

export const leaveRequestsQueryOptions = (mine: boolean, status: LeaveStatus | '') =>
  queryOptions({ queryKey: hrKeys.leaveRequests(mine, status), queryFn: ({ signal }) => fetchLeaveRequests(mine, status, signal) });

export function useLeaveRequests(mine: boolean, status: LeaveStatus | '' = '', enabled = true) {
  return useQuery({ ...leaveRequestsQueryOptions(mine, status), enabled });
}
