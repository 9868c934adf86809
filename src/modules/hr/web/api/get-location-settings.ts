import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { LocationSettings } from './types';

/** GET /api/hr/location-settings: office point, allowed radius, working hours (company admin). */
export function fetchLocationSettings(signal?: AbortSignal): Promise<LocationSettings> {
  return api<LocationSettings>('/api/hr/location-settings', { signal });
}

export const locationSettingsQueryOptions = queryOptions({ queryKey: hrKeys.locationSettings, queryFn: ({ signal }) => fetchLocationSettings(signal) });

export function useLocationSettings() {
  return useQuery(locationSettingsQueryOptions);
}
