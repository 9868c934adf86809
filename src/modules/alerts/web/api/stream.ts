// Realtime for the bell (issue 17, spec §4 "Realtime inserts show a toast and refresh the lists"):
// one EventSource on /api/alerts/stream per signed-in page. An `alert` event carries a source and
// an id only; the page then refetches the count and the list (in its language, under its rights)
// and shows a toast for each new alert found, chiming for a new critical or high one. After a
// reconnect (`ready` again) or a `resync`, it refetches: events missed meanwhile are not lost.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnifiedAlert } from '../../../../core/alerts';
import { toast } from '../../../../web/lib/toast';
import { playChime, soundEnabled, takeNewUrgent } from '../components/alert-signals';
import { alertListKey, fetchAlertList } from './alerts';
import { alertKeys } from './count';

/** Events within this window make one refetch (a job inserting twenty alerts is one refresh). */
const BATCH_MS = 150;
/** More new alerts than this at once: the first few as toasts, the bell shows the rest. */
const MAX_TOASTS = 3;

const urgent = (alert: UnifiedAlert) => alert.severity === 'critical' || alert.severity === 'high';

function showSystemNotification(alert: UnifiedAlert) {
  // Only when the tab is in the background and the person allowed it (asked once, politely).
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
  try {
    new Notification(alert.title, { body: alert.message, tag: alert.id, lang: document.documentElement.lang });
  } catch {
    // Some browsers allow notifications from a service worker only.
  }
}

// Whether the stream is connected, for the bell's `data-live` (tests wait on it; nothing shows).
let live = false;
const liveListeners = new Set<() => void>();
function setLive(next: boolean) {
  if (live === next) return;
  live = next;
  for (const listener of liveListeners) listener();
}
export function useAlertStreamLive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      liveListeners.add(listener);
      return () => void liveListeners.delete(listener);
    },
    () => live,
    () => false,
  );
}

export function useAlertStream(enabled = true) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/alerts/stream');
    let arrived = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connected = false;
    let closed = false;

    const refresh = async () => {
      const ids = arrived;
      arrived = new Set();
      void queryClient.invalidateQueries({ queryKey: alertKeys.count });
      const list = await queryClient.fetchQuery({ queryKey: alertListKey(language), queryFn: ({ signal }) => fetchAlertList(signal), staleTime: 0 });
      if (closed || !ids.size) return;
      const fresh = list.items.filter((alert) => ids.has(alert.id));
      const loud = takeNewUrgent(fresh);
      for (const alert of fresh.slice(0, MAX_TOASTS)) {
        (urgent(alert) ? toast.warning : toast.info)(alert.title, { description: alert.message, id: `alert:${alert.id}` });
      }
      for (const alert of loud) showSystemNotification(alert);
      if (loud.length && soundEnabled()) playChime();
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refresh().catch(() => undefined), BATCH_MS);
    };

    source.addEventListener('ready', () => {
      // The first connection needs nothing; a reconnection may have missed events.
      if (connected) schedule();
      connected = true;
      setLive(true);
    });
    source.addEventListener('error', () => setLive(false));
    source.addEventListener('alert', (event) => {
      try {
        arrived.add((JSON.parse((event as MessageEvent<string>).data) as { id: string }).id);
      } catch {
        return;
      }
      schedule();
    });
    source.addEventListener('resync', schedule);
    return () => {
      closed = true;
      clearTimeout(timer);
      source.close();
      setLive(false);
    };
  }, [enabled, language, queryClient]);
}
