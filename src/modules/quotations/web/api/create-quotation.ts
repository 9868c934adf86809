import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { quotationKeys } from './keys';
import type { Quotation, QuotationInput } from './types';

/** POST /api/quotations → 201 draft; the server recomputes the totals. */
export function createQuotation(input: QuotationInput): Promise<Quotation> {
  return api<Quotation>('/api/quotations', { method: 'POST', body: input });
}

export function useCreateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createQuotation, onSuccess: () => void queryClient.invalidateQueries({ queryKey: quotationKeys.all }) });
}
