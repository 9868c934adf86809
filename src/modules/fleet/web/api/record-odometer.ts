import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { fleetKeys } from './keys';
import type { Vehicle } from './types';

/** POST /api/fleet/vehicles/{id}/odometer; a reading below the last one is refused (400 odometer_backwards). */
export function recordOdometer({ id, reading }: { id: string; reading: number }): Promise<Vehicle> {
  return api<Vehicle>(`/api/fleet/vehicles/${encodeURIComponent(id)}/odometer`, { method: 'POST', body: { reading } });
}

export function useRecordOdometer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordOdometer, onSuccess: () => void queryClient.invalidateQueries({ queryKey: fleetKeys.all }) });
}
