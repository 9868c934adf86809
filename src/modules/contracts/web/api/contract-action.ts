import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { CONTRACT_MOVE_KEYS } from './keys';
import type { CloseResult, Contract, HandoverInput, ReturnResult } from './types';

type Move =
  | { action: 'reserve' | 'resume' | 'request-approval'; id: string }
  | { action: 'suspend' | 'cancel'; id: string; reason: string }
  | { action: 'handover'; id: string; input: HandoverInput }
  | { action: 'return'; id: string; input: HandoverInput }
  | { action: 'close'; id: string };

export type MoveResult = Contract | ReturnResult | CloseResult;

/** POST /api/contracts/{id}/{reserve|handover|return|close|suspend|resume|cancel|request-approval}. */
export function moveContract(move: Move): Promise<MoveResult> {
  const path = `/api/contracts/${encodeURIComponent(move.id)}/${move.action}`;
  if (move.action === 'suspend' || move.action === 'cancel') return api(path, { method: 'POST', body: { reason: move.reason } });
  if (move.action === 'handover' || move.action === 'return') return api(path, { method: 'POST', body: move.input });
  return api(path, { method: 'POST' });
}

export function useMoveContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveContract, onSuccess: () => CONTRACT_MOVE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
