import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { customerKeys } from './keys';
import type { Customer, CustomerInput } from './types';

export type CustomerUpdate = { id: string; patch: CustomerInput };

/** PATCH /api/customers/{id} with the changed fields; blacklisting needs a reason. */
export function updateCustomer({ id, patch }: CustomerUpdate): Promise<Customer> {
  return api<Customer>(`/api/customers/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCustomer, onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all }) });
}
