import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCustomer } from '../../../customers/web';

/** GET /api/customers/{id}: the tenant a "new lease" link names (`?customerId=`), shown picked. */
export const tenantPresetQuery = (id: string) => queryOptions({ queryKey: ['customers', 'one', id] as const, queryFn: ({ signal }) => fetchCustomer(id, signal) });

export function useTenantPreset(id: string | null) {
  return useQuery({ ...tenantPresetQuery(id ?? ''), enabled: Boolean(id) });
}
