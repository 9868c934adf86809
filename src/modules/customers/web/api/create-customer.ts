import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { customerKeys } from './keys';
import type { Customer, CustomerInput } from './types';

/** POST /api/customers → 201; 409 duplicate_customer_civil_id, or duplicate_customer_phone unless confirmDuplicatePhone. */
export function createCustomer(input: CustomerInput): Promise<Customer> {
  return api<Customer>('/api/customers', { method: 'POST', body: input });
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCustomer, onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all }) });
}
