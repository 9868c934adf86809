// The approvals' calls: requests by view (mine to act on, mine requested, all), a decision on the
// current step, and the company admin's workflows with the people a step can name.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { ApiResponse } from '../../../../web/lib/api-types';

export type RequestList = ApiResponse<'GET /api/approvals/requests'>;
export type ApprovalRequest = RequestList['items'][number];
export type RequestView = 'mine' | 'requested' | 'all';
export type Workflow = ApiResponse<'GET /api/approvals/workflows'>['items'][number];
export type StepInput = { approverType: 'role' | 'user'; role: string | null; userId: string | null; delegateUserId: string | null; minAmount: string | null };
export type WorkflowInput = { isActive: boolean; threshold: string | null; steps: StepInput[] };
export type Approver = ApiResponse<'GET /api/approvals/approvers'>['items'][number];

export function useApprovalRequests(view: RequestView, page: number, enabled = true) {
  return useQuery({
    queryKey: ['approvals', 'requests', view, page],
    queryFn: ({ signal }) => api<RequestList>(`/api/approvals/requests${queryString({ view, page })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDecideRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, text }: { id: string; decision: 'approve' | 'reject'; text: string }) =>
      api<ApprovalRequest>(`/api/approvals/requests/${id}/${decision}`, { method: 'POST', body: decision === 'approve' ? (text ? { comment: text } : {}) : { reason: text } }),
    // The gated record moves on (a contract reserved, an entry posted, a leave settled), whichever
    // module it is in: every query on screen reads again, the rest when next shown.
    onSettled: () => void client.invalidateQueries(),
  });
}

/** The company admin hands the current step to another member (its approver left or is away). */
export function useReassignStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) => api<ApprovalRequest>(`/api/approvals/requests/${id}/reassign`, { method: 'POST', body: { userId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['approvals'] }),
  });
}

export function useWorkflows(enabled: boolean) {
  return useQuery({ queryKey: ['approvals', 'workflows'], queryFn: ({ signal }) => api<{ items: Workflow[] }>('/api/approvals/workflows', { signal }), enabled });
}

export function useApprovers(enabled: boolean) {
  return useQuery({ queryKey: ['approvals', 'approvers'], queryFn: ({ signal }) => api<{ items: Approver[] }>('/api/approvals/approvers', { signal }), enabled, staleTime: 60_000 });
}

export function useSaveWorkflow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sourceType, input }: { sourceType: Workflow['sourceType']; input: WorkflowInput }) => api<Workflow>(`/api/approvals/workflows/${sourceType}`, { method: 'PUT', body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['approvals', 'workflows'] }),
  });
}
