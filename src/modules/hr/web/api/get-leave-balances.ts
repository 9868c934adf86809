import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { LeaveBalance } from './types';

/** GET /api/hr/leave/balances?year=&employeeId=: entitled, used, pending and remaining days per type (mine by default). */
export function fetchLeaveBalances(year: number, employeeId = '', signal?: AbortSignal): Promise<LeaveBalance[]> {
  return api<{ items: LeaveBalance[] }>(`/api/hr/leave/balances${queryString({ year, employeeId })}`, { signal }).then((body) => body.items);
}

export const leaveBalancesQueryOptions = (year: number, employeeId = '') =>
  queryOptions({ queryKey: hrKeys.leaveBalances(year, employeeId), queryFn: ({ signal }) => fetchLeaveBalances(year, employeeId, signal) });

export function useLeaveBalances(year: number, employeeId = '', enabled = true) {
  return useQuery({ ...leaveBalancesQueryOptions(year, employeeId), enabled });
}
