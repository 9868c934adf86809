import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { MAINTENANCE_CHANGE_KEYS } from './keys';
import type { MaintenanceInput, MaintenanceRow } from './types';

/** POST /api/property-maintenance (PMR-00001…) or PATCH /api/property-maintenance/{id} while it is open. */
export function saveMaintenance({ id, body }: { id: string | null; body: MaintenanceInput }): Promise<MaintenanceRow> {
  return id ? api<MaintenanceRow>(`/api/property-maintenance/${encodeURIComponent(id)}`, { method: 'PATCH', body }) : api<MaintenanceRow>('/api/property-maintenance', { method: 'POST', body });
}

export function useSaveMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMaintenance, onSuccess: () => MAINTENANCE_CHANGE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
