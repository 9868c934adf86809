import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { fleetKeys } from './keys';
import type { Vehicle, VehicleInput } from './types';

/** POST /api/fleet/vehicles (plate unique per company) or PATCH /api/fleet/vehicles/{id}. */
export function saveVehicle({ id, body }: { id: string | null; body: VehicleInput }): Promise<Vehicle> {
  return id ? api<Vehicle>(`/api/fleet/vehicles/${encodeURIComponent(id)}`, { method: 'PATCH', body }) : api<Vehicle>('/api/fleet/vehicles', { method: 'POST', body });
}

export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveVehicle, onSuccess: () => void queryClient.invalidateQueries({ queryKey: fleetKeys.all }) });
}
