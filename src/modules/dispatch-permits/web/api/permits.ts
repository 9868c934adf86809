import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { PermitAvailability, PermitDetail, PermitInput, PermitList, PermitListParams } from './types';

export const permitKeys = {
  all: ['dispatch-permits'] as const,
  list: (params: PermitListParams) => ['dispatch-permits', 'list', params] as const,
  one: (id: string) => ['dispatch-permits', 'one', id] as const,
  free: (startAt: string, endAt: string, except: string) => ['dispatch-permits', 'free', startAt, endAt, except] as const,
};
/** A permit change moves the vehicle's holds and odometer: the fleet's views go stale too. */
const STALE = [['dispatch-permits'], ['fleet']] as const;

/** GET /api/dispatch-permits: search, statuses, pages; counts by status. */
export function usePermits(params: PermitListParams) {
  return useQuery({ queryKey: permitKeys.list(params), queryFn: ({ signal }) => api<PermitList>(`/api/dispatch-permits${queryString(params)}`, { signal }), placeholderData: keepPreviousData });
}

export const permitQueryOptions = (id: string) => queryOptions({ queryKey: permitKeys.one(id), queryFn: ({ signal }) => api<PermitDetail>(`/api/dispatch-permits/${encodeURIComponent(id)}`, { signal }) });

export function usePermit(id: string, enabled = true) {
  return useQuery({ ...permitQueryOptions(id), enabled: enabled && Boolean(id) });
}

/** GET /api/dispatch-permits/availability: vehicles free over the times (besides this permit) and active drivers. */
export function usePermitOptions(startAt: string | null, endAt: string | null, exceptPermitId = '') {
  return useQuery({
    queryKey: permitKeys.free(startAt ?? '', endAt ?? '', exceptPermitId),
    queryFn: ({ signal }) => api<PermitAvailability>(`/api/dispatch-permits/availability${queryString({ startAt: startAt ?? undefined, endAt: endAt ?? undefined, exceptPermitId: exceptPermitId || undefined })}`, { signal }),
    enabled: Boolean(startAt && endAt),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/dispatch-permits, or PATCH one. */
export function useSavePermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Partial<PermitInput> }) =>
      id ? api<PermitDetail>(`/api/dispatch-permits/${encodeURIComponent(id)}`, { method: 'PATCH', body }) : api<PermitDetail>('/api/dispatch-permits', { method: 'POST', body }),
    onSuccess: () => STALE.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
  });
}

export type PermitMove =
  | { action: 'approve'; id: string }
  | { action: 'reject' | 'cancel'; id: string; reason: string }
  | { action: 'start' | 'complete'; id: string; odometer: number };

/** POST /api/dispatch-permits/{id}/{approve|reject|start|complete|cancel}. */
export function useMovePermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: PermitMove) => {
      const { action, id, ...body } = move;
      return api<PermitDetail>(`/api/dispatch-permits/${encodeURIComponent(id)}/${action}`, { method: 'POST', body });
    },
    onSuccess: () => STALE.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
  });
}
