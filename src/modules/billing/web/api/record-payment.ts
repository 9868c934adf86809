import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { BALANCE_KEYS } from './keys';
import type { PaymentInput, PaymentResult } from './types';

/** POST /api/billing/payments → 201; without allocations the server pays the oldest open invoices first. */
export function recordPayment(input: PaymentInput): Promise<PaymentResult> {
  return api<PaymentResult>('/api/billing/payments', { method: 'POST', body: input });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayment, onSuccess: () => BALANCE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
