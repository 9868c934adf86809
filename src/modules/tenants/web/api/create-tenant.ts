import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { tenantKeys } from './keys';
import type { Tenant, TenantInput } from './types';

/** POST /api/tenants → 201; 409 duplicate_customer_civil_id (naming the person: link them), already_tenant. */
export function createTenant(input: TenantInput): Promise<Tenant> {
  return api<Tenant>('/api/tenants', { method: 'POST', body: input });
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTenant, onSuccess: () => void queryClient.invalidateQueries({ queryKey: tenantKeys.all }) });
}
