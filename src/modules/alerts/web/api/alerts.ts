import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnifiedAlert } from '../../../../core/alerts';
import { api } from '../../../../web/lib/api';
import { alertKeys, type AlertCounts } from './count';

export type AlertList = { items: UnifiedAlert[]; counts: AlertCounts };
const EMPTY: AlertList = { items: [], counts: { budget: 0, vehicle: 0, notification: 0, document: 0, total: 0 } };

/** A document-expiry alert (vehicle papers, a customer's licence or ID, a lease's end), whatever its panel type. */
export const isDocumentAlert = (alert: UnifiedAlert) => alert.data.source === 'document_expiry';

/** GET /api/alerts; a failed fetch is an empty list, never a crash (spec §8). */
export async function fetchAlertList(signal?: AbortSignal): Promise<AlertList> {
  try {
    return await api<AlertList>('/api/alerts', { signal });
  } catch {
    return EMPTY;
  }
}

/** The list's cache key: the texts come in the reader's language. */
export const alertListKey = (language: string) => [...alertKeys.list, language] as const;

/** The merged list, fresh for 60 s (spec §9). */
export function useAlerts(language: string) {
  return useQuery({
    queryKey: alertListKey(language),
    queryFn: ({ signal }) => fetchAlertList(signal),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

function useAlertMutation<V>(call: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => void queryClient.invalidateQueries({ queryKey: alertKeys.all }) });
}

/** POST /api/alerts/{vehicle|document|budget}/{id}/acknowledge or /api/alerts/notifications/{id}/read, by the alert's source; a property alert is dismissed for this user (its id is its key). */
export function useCloseAlert() {
  return useAlertMutation((alert: UnifiedAlert) => {
    const id = encodeURIComponent(alert.id);
    if (isDocumentAlert(alert)) return api(`/api/alerts/document/${id}/acknowledge`, { method: 'POST' });
    if (alert.type === 'notification') return api(`/api/alerts/notifications/${id}/read`, { method: 'POST' });
    if (alert.type === 'budget') return api(`/api/alerts/budget/${id}/acknowledge`, { method: 'POST' });
    if (alert.type === 'property') return api('/api/alerts/property/dismiss', { method: 'POST', body: { key: alert.id } });
    return api(`/api/alerts/vehicle/${id}/acknowledge`, { method: 'POST' });
  });
}

/** POST /api/alerts/confirm-all. */
export function useConfirmAll() {
  return useAlertMutation(() => api('/api/alerts/confirm-all', { method: 'POST' }));
}
