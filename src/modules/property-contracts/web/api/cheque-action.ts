import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { LEASE_CHANGE_KEYS } from './keys';
import type { Cheque, PaymentResult } from './types';

export type ChequeMove =
  | { action: 'deposit'; id: string; date?: string }
  | { action: 'bounce'; id: string; reason: string; fee?: string; date?: string }
  | { action: 'return'; id: string; reason?: string };

/** POST /api/lease-cheques/{id}/{deposit|bounce|return}. */
export function moveCheque(move: ChequeMove): Promise<PaymentResult | Cheque> {
  const { action, id, ...body } = move;
  return api(`/api/lease-cheques/${encodeURIComponent(id)}/${action}`, { method: 'POST', body });
}

export function useMoveCheque() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveCheque, onSuccess: () => LEASE_CHANGE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
