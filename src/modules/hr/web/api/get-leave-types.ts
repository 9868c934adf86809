import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { LeaveType } from './types';

/** GET /api/hr/leave/types: the company's active leave types. */
export function fetchLeaveTypes(signal?: AbortSignal): Promise<LeaveType[]> {
  return api<{ items: LeaveType[] }>('/api/hr/leave/types', { signal }).then((body) => body.items);
}

export const leaveTypesQueryOptions = queryOptions({ queryKey: hrKeys.leaveTypes, queryFn: ({ signal }) => fetchLeaveTypes(signal), staleTime: 300_000 });

export function useLeaveTypes() {
  return useQuery(leaveTypesQueryOptions);
}
