import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { LeaveRequest } from './types';

export type LeaveRequestInput = { employeeId?: string; leaveTypeId: string; startDate: string; endDate: string; reason?: string };

/** POST /api/hr/leave/requests (409 leave_overlap, 422 insufficient_leave_balance, 400 with fields). */
export function createLeaveRequest(input: LeaveRequestInput): Promise<LeaveRequest> {
  return api<LeaveRequest>('/api/hr/leave/requests', { method: 'POST', body: input });
}

export function useCreateLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLeaveRequest, onSuccess: () => void queryClient.invalidateQueries({ queryKey: hrKeys.leaveRoot }) });
}
