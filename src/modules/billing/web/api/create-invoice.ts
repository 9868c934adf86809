import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { BALANCE_KEYS } from './keys';
import type { Invoice, InvoiceInput } from './types';

/** POST /api/billing/invoices → 201 with the totals computed by the server. */
export function createInvoice(input: InvoiceInput): Promise<Invoice> {
  return api<Invoice>('/api/billing/invoices', { method: 'POST', body: input });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvoice, onSuccess: () => BALANCE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
