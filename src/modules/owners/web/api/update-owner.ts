import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { ownerKeys } from './keys';
import type { Owner, OwnerInput } from './types';

export type OwnerUpdate = { id: string; patch: OwnerInput };

/** PATCH /api/owners/{id} with the changed fields. */
export function updateOwner({ id, patch }: OwnerUpdate): Promise<Owner> {
  return api<Owner>(`/api/owners/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export function useUpdateOwner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOwner, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }) });
}
