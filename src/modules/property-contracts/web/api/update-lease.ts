import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { LEASE_CHANGE_KEYS } from './keys';
import type { Lease, LeaseTerms } from './types';

/** PATCH /api/leases/{id}: a draft's terms (its schedule is made again); 409 once it is active. */
export function updateLease({ id, input }: { id: string; input: Partial<LeaseTerms> }): Promise<Lease> {
  return api<Lease>(`/api/leases/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateLease() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLease, onSuccess: () => LEASE_CHANGE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
