import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { ownerKeys } from './keys';
import type { Owner, OwnerInput } from './types';

/** POST /api/owners → 201; 400 with field errors (IBAN, commission, civil ID or CR), 409 duplicate_owner. */
export function createOwner(input: OwnerInput): Promise<Owner> {
  return api<Owner>('/api/owners', { method: 'POST', body: input });
}

export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOwner, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }) });
}
