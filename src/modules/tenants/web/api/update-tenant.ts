import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { tenantKeys } from './keys';
import type { Tenant, TenantPatch } from './types';

export type TenantUpdate = { id: string; patch: TenantPatch };

/** PATCH /api/tenants/{id}: person and profile fields together; blacklisting needs a reason. */
export function updateTenant({ id, patch }: TenantUpdate): Promise<Tenant> {
  return api<Tenant>(`/api/tenants/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTenant, onSuccess: () => void queryClient.invalidateQueries({ queryKey: tenantKeys.all }) });
}
