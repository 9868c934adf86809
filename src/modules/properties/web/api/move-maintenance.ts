import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { MAINTENANCE_CHANGE_KEYS } from './keys';
import type { MaintenanceRow } from './types';

export type MaintenanceMove =
  | { action: 'assign'; id: string; body: { contractorName: string; contractorPhone?: string | null; scheduledFor?: string | null } }
  | { action: 'start'; id: string }
  | { action: 'complete'; id: string; body: { actualCost: string; completedOn: string } }
  | { action: 'cancel'; id: string; body: { reason: string } };

/** POST /api/property-maintenance/{id}/{assign|start|complete|cancel}; completion posts the cost (and invoices a paying tenant). */
export function moveMaintenance(move: MaintenanceMove): Promise<MaintenanceRow> {
  const path = `/api/property-maintenance/${encodeURIComponent(move.id)}/${move.action}`;
  return move.action === 'start' ? api(path, { method: 'POST' }) : api(path, { method: 'POST', body: move.body });
}

export function useMoveMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveMaintenance, onSuccess: () => [...MAINTENANCE_CHANGE_KEYS, ['billing'] as const].forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}
