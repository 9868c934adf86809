import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { fleetKeys } from './keys';
import type { VehicleList, VehicleListParams } from './types';

/** GET /api/fleet/vehicles: search by plate/make/model/VIN, status (comma list), sort, pages, counts by status. */
export function fetchVehicles(params: VehicleListParams, signal?: AbortSignal): Promise<VehicleList> {
  return api<VehicleList>(`/api/fleet/vehicles${queryString(params)}`, { signal });
}

export const vehiclesQueryOptions = (params: VehicleListParams) => queryOptions({ queryKey: fleetKeys.list(params), queryFn: ({ signal }) => fetchVehicles(params, signal) });

export function useVehicles(params: VehicleListParams, enabled = true) {
  return useQuery({ ...vehiclesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
