import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { LEASE_CHANGE_KEYS } from './keys';
import type { LeasePaymentInput, PaymentResult } from './types';

/** POST /api/leases/{id}/payments: cash, transfer, card, or a cheque (held when dated after the payment's day). */
export function recordLeasePayment({ id, input }: { id: string; input: LeasePaymentInput }): Promise<PaymentResult> {
  return api<PaymentResult>(`/api/leases/${encodeURIComponent(id)}/payments`, { method: 'POST', body: input });
}

export function useRecordLeasePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordLeasePayment, onSuccess: () => LEASE_CHANGE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
