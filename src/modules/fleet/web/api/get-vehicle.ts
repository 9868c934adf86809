import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { fleetKeys } from './keys';
import type { VehicleDetail } from './types';

/** GET /api/fleet/vehicles/{id}: with odometer history, documents, contracts and expiry warnings. */
export function fetchVehicle(id: string, signal?: AbortSignal): Promise<VehicleDetail> {
  return api<VehicleDetail>(`/api/fleet/vehicles/${encodeURIComponent(id)}`, { signal });
}

export const vehicleQueryOptions = (id: string) => queryOptions({ queryKey: fleetKeys.one(id), queryFn: ({ signal }) => fetchVehicle(id, signal) });

export function useVehicle(id: string) {
  return useQuery(vehicleQueryOptions(id));
}
