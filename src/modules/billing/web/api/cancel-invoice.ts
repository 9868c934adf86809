import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { BALANCE_KEYS } from './keys';
import type { Invoice } from './types';

/** POST /api/billing/invoices/{id}/cancel (409 invoice_has_payments). */
export function cancelInvoice(id: string): Promise<Invoice> {
  return api<Invoice>(`/api/billing/invoices/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelInvoice, onSuccess: () => BALANCE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
