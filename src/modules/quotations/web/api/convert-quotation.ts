import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import type { ConvertInput } from './types';

/** POST /api/quotations/{id}/convert: an approved quotation becomes a contract (409 if booked or not approved). */
export function convertQuotation({ id, input }: { id: string; input: ConvertInput }): Promise<{ contractId: string; contractNumber: string; status: string }> {
  return api(`/api/quotations/${encodeURIComponent(id)}/convert`, { method: 'POST', body: input });
}

export function useConvertQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertQuotation,
    onSuccess: () => ['quotations', 'contracts', 'fleet'].forEach((key) => void queryClient.invalidateQueries({ queryKey: [key] })),
  });
}
