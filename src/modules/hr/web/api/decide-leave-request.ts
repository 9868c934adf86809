import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { LeaveDecision, LeaveRequest } from './types';

export type LeaveDecisionInput = { id: string; decision: LeaveDecision; notes?: string };

/** POST /api/hr/leave/requests/{id}/decision: approve or reject (hr.leave.write), or cancel my own pending request. */
export function decideLeaveRequest({ id, ...body }: LeaveDecisionInput): Promise<LeaveRequest> {
  return api<LeaveRequest>(`/api/hr/leave/requests/${encodeURIComponent(id)}/decision`, { method: 'POST', body });
}

export function useDecideLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLeaveRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: hrKeys.leaveRoot });
      // Approved leave changes the attendance board and reports.
      void queryClient.invalidateQueries({ queryKey: [...hrKeys.all, 'attendance'] });
      void queryClient.invalidateQueries({ queryKey: [...hrKeys.all, 'reports'] });
    },
  });
}
