import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { propertyKeys } from './keys';
import type { PropertyDetail } from './types';

/** GET /api/properties/{id}: facts, owner, building or units, occupancy, leases, rent this year, maintenance, documents. */
export function fetchProperty(id: string, signal?: AbortSignal): Promise<PropertyDetail> {
  return api<PropertyDetail>(`/api/properties/${encodeURIComponent(id)}`, { signal });
}

export const propertyQueryOptions = (id: string) => queryOptions({ queryKey: propertyKeys.one(id), queryFn: ({ signal }) => fetchProperty(id, signal) });

export function useProperty(id: string, enabled = true) {
  return useQuery({ ...propertyQueryOptions(id), enabled });
}
