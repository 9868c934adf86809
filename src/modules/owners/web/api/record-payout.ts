import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { ownerKeys } from './keys';
import type { OwnerPayout, PayoutInput } from './types';

export type PayoutRequest = { ownerId: string; payout: PayoutInput };

/** POST /api/owners/{id}/payouts → 201; 409 payout_exceeds_balance unless allowAdvance. */
export function recordPayout({ ownerId, payout }: PayoutRequest): Promise<OwnerPayout> {
  return api<OwnerPayout>(`/api/owners/${encodeURIComponent(ownerId)}/payouts`, { method: 'POST', body: payout });
}

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayout, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }) });
}
