import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { LEASE_CHANGE_KEYS } from './keys';
import type { Cheque, NewCheque } from './types';

/** POST /api/leases/{id}/cheques: the cheques the tenant handed over, held until deposited. */
export function addCheques({ id, cheques }: { id: string; cheques: NewCheque[] }): Promise<{ items: Cheque[] }> {
  return api<{ items: Cheque[] }>(`/api/leases/${encodeURIComponent(id)}/cheques`, { method: 'POST', body: { cheques } });
}

export function useAddCheques() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCheques, onSuccess: () => LEASE_CHANGE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
