import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { maintenanceKeys } from './keys';
import type { MaintenanceList, MaintenanceListParams } from './types';

/** GET /api/property-maintenance: search, status (comma list), priority, payer, property, sort, pages, counts by status. */
export function fetchMaintenanceList(params: MaintenanceListParams, signal?: AbortSignal): Promise<MaintenanceList> {
  return api<MaintenanceList>(`/api/property-maintenance${queryString(params)}`, { signal });
}

export const maintenanceListQueryOptions = (params: MaintenanceListParams) => queryOptions({ queryKey: maintenanceKeys.list(params), queryFn: ({ signal }) => fetchMaintenanceList(params, signal) });

export function useMaintenanceList(params: MaintenanceListParams) {
  return useQuery({ ...maintenanceListQueryOptions(params), placeholderData: keepPreviousData });
}
