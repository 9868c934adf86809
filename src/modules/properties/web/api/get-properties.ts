import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { propertyKeys } from './keys';
import type { PropertyList, PropertyListParams } from './types';

/** GET /api/properties: search by code/name/district, status (comma list), type, owner, level, sort, pages, counts by status. */
export function fetchProperties(params: PropertyListParams, signal?: AbortSignal): Promise<PropertyList> {
  return api<PropertyList>(`/api/properties${queryString(params)}`, { signal });
}

export const propertiesQueryOptions = (params: PropertyListParams) => queryOptions({ queryKey: propertyKeys.list(params), queryFn: ({ signal }) => fetchProperties(params, signal) });

export function useProperties(params: PropertyListParams) {
  return useQuery({ ...propertiesQueryOptions(params), placeholderData: keepPreviousData });
}
