import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { propertyKeys } from './keys';
import type { PropertyMap } from './types';

/** GET /api/properties/map: every active property with coordinates (filtered on the page), and the tile server. */
export const propertyMapQueryOptions = queryOptions({ queryKey: propertyKeys.map, queryFn: ({ signal }) => api<PropertyMap>('/api/properties/map', { signal }) });

export function usePropertyMap() {
  return useQuery(propertyMapQueryOptions);
}
