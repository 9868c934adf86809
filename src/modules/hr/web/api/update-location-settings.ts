import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { attendanceTodayKey, hrKeys } from './keys';
import type { LocationSettings } from './types';

/** PUT /api/hr/location-settings: the whole settings object. */
export function updateLocationSettings(settings: LocationSettings): Promise<LocationSettings> {
  return api<LocationSettings>('/api/hr/location-settings', { method: 'PUT', body: settings });
}

export function useUpdateLocationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocationSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(hrKeys.locationSettings, saved);
      // The header button tells whether an office is configured.
      void queryClient.invalidateQueries({ queryKey: attendanceTodayKey });
    },
  });
}
