import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { LEASE_CHANGE_KEYS } from './keys';
import type { Lease, LeaseInput } from './types';

/** POST /api/leases → 201 a draft with its schedule, or active at once with `activate`. */
export function createLease(input: LeaseInput): Promise<Lease> {
  return api<Lease>('/api/leases', { method: 'POST', body: input });
}

export function useCreateLease() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLease, onSuccess: () => LEASE_CHANGE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
