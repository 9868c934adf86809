import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { CONTRACT_MOVE_KEYS } from './keys';
import type { Contract, ContractInput } from './types';

/** POST /api/contracts → 201; 409 vehicle_double_booked / vehicle_unavailable, 422 blacklist or licence. */
export function createContract(input: ContractInput): Promise<Contract> {
  return api<Contract>('/api/contracts', { method: 'POST', body: input });
}

export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContract, onSuccess: () => CONTRACT_MOVE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
