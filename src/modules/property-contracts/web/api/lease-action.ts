import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { LEASE_CHANGE_KEYS } from './keys';
import type { Lease, RenewInput, SettleInput, SettleResult, TerminateInput, TerminateResult } from './types';

export type LeaseMove =
  | { action: 'activate'; id: string }
  | { action: 'renew'; id: string; input: RenewInput }
  | { action: 'terminate'; id: string; input: TerminateInput }
  | { action: 'settle-deposit'; id: string; input: SettleInput };

export type LeaseMoveResult = Lease | TerminateResult | SettleResult;

/** POST /api/leases/{id}/{activate|renew|terminate|settle-deposit}: the lease's lifecycle moves. */
export function moveLease(move: LeaseMove): Promise<LeaseMoveResult> {
  const path = `/api/leases/${encodeURIComponent(move.id)}/${move.action}`;
  return move.action === 'activate' ? api(path, { method: 'POST' }) : api(path, { method: 'POST', body: move.input });
}

export function useMoveLease() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveLease, onSuccess: () => LEASE_CHANGE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
