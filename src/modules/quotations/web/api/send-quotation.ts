import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { quotationKeys } from './keys';
import type { Quotation } from './types';

/**
 * POST /api/quotations/{id}/send: a new public approval link (the previous one stops working), or
 * (202) nothing sent while the discount waits on its approval request.
 */
export function sendQuotation(id: string): Promise<Quotation & ({ approvalUrl: string; awaitingApproval?: undefined } | { approvalUrl?: undefined; awaitingApproval: { id: string; number: string } })> {
  return api(`/api/quotations/${encodeURIComponent(id)}/send`, { method: 'POST' });
}

export function useSendQuotation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendQuotation, onSuccess: () => void queryClient.invalidateQueries({ queryKey: quotationKeys.all }) });
}
