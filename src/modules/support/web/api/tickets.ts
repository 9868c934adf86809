import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { NewTicketInput } from '../../schemas';
import type { ApiResponse, Schemas } from '../../../../web/lib/api-types';

// The shapes come from the API's own schemas (src/web/lib/api-types), never written twice.
export type Attachment = Schemas['SupportTicket']['attachments'][number];
/** A ticket as either side lists it (the platform side adds the company's names). */
export type Ticket = Schemas['SupportTicket'] & { companyName?: string | null; companyNameAr?: string | null };
export type Reply = Schemas['SupportTicketReply'];
export type TicketDetail = ApiResponse<'GET /api/support/tickets/{id}'> & { companyName?: string | null; companyNameAr?: string | null };
export type TicketFilters = { status?: string; priority?: string; companyId?: string; search?: string };

/** The company side (/api/support) and the platform side (/api/platform/support) share shapes. */
export type Side = 'company' | 'platform';
const base = (side: Side) => (side === 'company' ? '/api/support' : '/api/platform/support');
const keys = { all: ['support'] as const, list: (side: Side, f: TicketFilters) => ['support', side, 'list', f] as const, one: (side: Side, id: string) => ['support', side, id] as const };

export function useTickets(side: Side, filters: TicketFilters) {
  return useQuery({
    queryKey: keys.list(side, filters),
    queryFn: ({ signal }) => api<{ items: Ticket[]; counts?: Record<string, number> }>(`${base(side)}/tickets${queryString(filters)}`, { signal }),
  });
}

export function useTicket(side: Side, id: string | null) {
  return useQuery({ queryKey: keys.one(side, id ?? ''), queryFn: ({ signal }) => api<TicketDetail>(`${base(side)}/tickets/${id}`, { signal }), enabled: Boolean(id) });
}

function useSupportMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => void client.invalidateQueries({ queryKey: keys.all }) });
}

export const useCreateTicket = () => useSupportMutation((input: NewTicketInput) => api<Ticket>('/api/support/tickets', { method: 'POST', body: input }));

export const useReply = (side: Side) =>
  useSupportMutation(({ id, body, attachments, status }: { id: string; body: string; attachments: Attachment[]; status?: string }) =>
    api<Reply>(`${base(side)}/tickets/${id}/replies`, { method: 'POST', body: { body, attachments, ...(status ? { status } : {}) } }),
  );

export const useCloseTicket = () => useSupportMutation((id: string) => api<Ticket>(`/api/support/tickets/${id}/close`, { method: 'POST', body: {} }));

export const useRateTicket = () =>
  useSupportMutation(({ id, rating, comment }: { id: string; rating: number; comment?: string }) => api<Ticket>(`/api/support/tickets/${id}/rating`, { method: 'POST', body: { rating, ...(comment ? { comment } : {}) } }));

export const useUpdateTicket = () =>
  useSupportMutation(({ id, ...patch }: { id: string; status?: string; priority?: string; assignedTo?: string | null }) => api<Ticket>(`/api/platform/support/tickets/${id}`, { method: 'PATCH', body: patch }));

export const useStaff = () =>
  useQuery({ queryKey: ['support', 'staff'], queryFn: ({ signal }) => api<{ items: Array<{ id: string; name: string; email: string }> }>('/api/platform/support/staff', { signal }).then((r) => r.items) });

export function uploadAttachment(side: Side, file: File): Promise<Attachment> {
  const form = new FormData();
  form.set('file', file);
  return api<Attachment>(`${base(side)}/attachments`, { method: 'POST', body: form });
}
