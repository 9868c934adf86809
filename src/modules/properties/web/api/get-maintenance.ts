import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { maintenanceKeys } from './keys';
import type { MaintenanceDetail } from './types';

/** GET /api/property-maintenance/{id}: the request, its property and owner, the tenant's invoice, its photos. */
export const maintenanceQueryOptions = (id: string) => queryOptions({ queryKey: maintenanceKeys.one(id), queryFn: ({ signal }) => api<MaintenanceDetail>(`/api/property-maintenance/${encodeURIComponent(id)}`, { signal }) });

export function useMaintenance(id: string) {
  return useQuery(maintenanceQueryOptions(id));
}
