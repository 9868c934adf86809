import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { AlertList, DueList, PlanInput, Plan, PlanList, VehicleAlert, WorkOrder, WorkOrderInput, WorkOrderList, WorkOrderListParams } from './types';

export const workOrderKeys = {
  all: ['work-orders'] as const,
  list: (params: WorkOrderListParams) => ['work-orders', 'list', params] as const,
  one: (id: string) => ['work-orders', 'one', id] as const,
  plans: ['work-orders', 'plans'] as const,
  due: (all: boolean) => ['work-orders', 'due', all] as const,
  alerts: ['work-orders', 'alerts'] as const,
};
/** A work order moves its vehicle's status, holds and odometer: the fleet's views go stale too. */
const STALE = [['work-orders'], ['fleet']] as const;

/** GET /api/fleet/maintenance: search, statuses, priorities, pages; counts by status. */
export function useWorkOrders(params: WorkOrderListParams) {
  return useQuery({ queryKey: workOrderKeys.list(params), queryFn: ({ signal }) => api<WorkOrderList>(`/api/fleet/maintenance${queryString(params)}`, { signal }), placeholderData: keepPreviousData });
}

export const workOrderQueryOptions = (id: string) => queryOptions({ queryKey: workOrderKeys.one(id), queryFn: ({ signal }) => api<WorkOrder>(`/api/fleet/maintenance/${encodeURIComponent(id)}`, { signal }) });

export function useWorkOrder(id: string, enabled = true) {
  return useQuery({ ...workOrderQueryOptions(id), enabled: enabled && Boolean(id) });
}

/** POST /api/fleet/maintenance, or PATCH one. */
export function useSaveWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Partial<WorkOrderInput> }) =>
      id ? api<WorkOrder>(`/api/fleet/maintenance/${encodeURIComponent(id)}`, { method: 'PATCH', body }) : api<WorkOrder>('/api/fleet/maintenance', { method: 'POST', body }),
    onSuccess: () => STALE.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
  });
}

export type WorkOrderMove =
  | { action: 'start'; id: string }
  | { action: 'cancel'; id: string; reason: string }
  | { action: 'complete'; id: string; odometer: number; labourCost?: string; paidBy: 'payable' | 'cash' };

/** POST /api/fleet/maintenance/{id}/{start|complete|cancel}. */
export function useMoveWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: WorkOrderMove) => {
      const { action, id, ...body } = move;
      return api<WorkOrder>(`/api/fleet/maintenance/${encodeURIComponent(id)}/${action}`, { method: 'POST', body });
    },
    onSuccess: () => STALE.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
  });
}

export function usePlans() {
  return useQuery({ queryKey: workOrderKeys.plans, queryFn: ({ signal }) => api<PlanList>('/api/fleet/maintenance-plans', { signal }) });
}

/** POST /api/fleet/maintenance-plans, or PUT one. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PlanInput }) =>
      id ? api<Plan>(`/api/fleet/maintenance-plans/${encodeURIComponent(id)}`, { method: 'PUT', body }) : api<Plan>('/api/fleet/maintenance-plans', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
  });
}

/** GET /api/fleet/maintenance-due: overdue first; `all` adds the vehicles not yet due. */
export function useDueList(all: boolean) {
  return useQuery({ queryKey: workOrderKeys.due(all), queryFn: ({ signal }) => api<DueList>(`/api/fleet/maintenance-due${all ? '?all=1' : ''}`, { signal }), placeholderData: keepPreviousData });
}

export function useVehicleAlerts() {
  return useQuery({ queryKey: workOrderKeys.alerts, queryFn: ({ signal }) => api<AlertList>('/api/fleet/vehicle-alerts?open=1&limit=50', { signal }) });
}

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<VehicleAlert>(`/api/fleet/vehicle-alerts/${encodeURIComponent(id)}/acknowledge`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: workOrderKeys.alerts }),
  });
}
