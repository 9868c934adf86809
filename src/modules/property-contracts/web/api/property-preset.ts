import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import type { PropertyPreset } from './types';

/**
 * GET /api/properties/{id}: the property a "new lease" link names (`?propertyId=`), to show it
 * picked with its asking rent. Same key as the properties module's own read of it, one cache entry.
 */
export const propertyPresetQuery = (id: string) => queryOptions({ queryKey: ['properties', 'one', id] as const, queryFn: ({ signal }) => api<PropertyPreset>(`/api/properties/${encodeURIComponent(id)}`, { signal }) });

export function usePropertyPreset(id: string | null) {
  return useQuery({ ...propertyPresetQuery(id ?? ''), enabled: Boolean(id) });
}
