import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { BALANCE_KEYS } from './keys';
import type { Payment, PaymentMethod } from './types';

export type RefundInput = { amount: string; method: PaymentMethod; reference?: string | null; reason: string };

/** POST /api/billing/payments/{id}/refund: 200 refunded, or 202 waiting on its approval request (awaitingApproval). */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RefundInput & { id: string }) => api<Payment>(`/api/billing/payments/${encodeURIComponent(id)}/refund`, { method: 'POST', body }),
    onSuccess: () => BALANCE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
  });
}
