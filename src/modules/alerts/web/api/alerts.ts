import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnifiedAlert } from '../../../../core/alerts';
import { api } from '../../../../web/lib/api';
import { alertKeys, type AlertCounts } from './count';

export type AlertList = { items: UnifiedAlert[]; counts: AlertCounts };
const EMPTY: AlertList = { items: [], counts: { budget: 0, vehicle: 0, notification: 0, document: 0, total: 0 } };

/** A document-expiry alert (vehicle papers, a customer's licence or ID, a lease's end), whatever its panel type. */
export const isDocumentAlert = (alert: UnifiedAlert) => alert.data.source === 'document_expiry';

/** GET /api/alerts: the merged list, fresh for 60 s (spec §9); a failed fetch is an empty list (spec §8). */
export function useAlerts(language: string) {
  return useQuery({
    queryKey: [...alertKeys.list, language],
    queryFn: async ({ signal }) => {
      try {
        return await api<AlertList>('/api/alerts', { signal });
      } catch {
        return EMPTY;
      }
    },
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

function useAlertMutation<V>(call: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => void queryClient.invalidateQueries({ queryKey: alertKeys.all }) });
}

/** POST /api/alerts/{vehicle|document}/{id}/acknowledge or /api/alerts/notifications/{id}/read, by the alert's source. */
export function useCloseAlert() {
  return useAlertMutation((alert: UnifiedAlert) =>
    isDocumentAlert(alert)
      ? api(`/api/alerts/document/${encodeURIComponent(alert.id)}/acknowledge`, { method: 'POST' })
      : alert.type === 'notification'
      ? api(`/api/alerts/notifications/${encodeURIComponent(alert.id)}/read`, { method: 'POST' })
      : api(`/api/alerts/vehicle/${encodeURIComponent(alert.id)}/acknowledge`, { method: 'POST' }),
  );
}

/** POST /api/alerts/confirm-all. */
export function useConfirmAll() {
  return useAlertMutation(() => api('/api/alerts/confirm-all', { method: 'POST' }));
}
