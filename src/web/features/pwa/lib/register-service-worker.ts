/**
 * Registers /sw.js (scope /) in production builds on every device (DECISIONS 13). When a new
 * worker has installed behind the running one, an "update available" toast offers a reload,
 * which activates it (SKIP_WAITING) and reloads once it controls the page.
 */
import { toast } from '../../../lib/toast';
import { i18n } from '../../../i18n';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let reloadOnControllerChange = false;

function offerReload(worker: ServiceWorker) {
  toast(i18n.t('pwa.update.title'), {
    id: 'pwa-update',
    description: i18n.t('pwa.update.body'),
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: i18n.t('pwa.update.reload'),
      onClick: () => {
        reloadOnControllerChange = true;
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Only a reload the user asked for: the first install also changes the controller.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadOnControllerChange) window.location.reload();
  });
  const register = async () => {
    try {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
      if (registration.waiting && navigator.serviceWorker.controller) offerReload(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) offerReload(worker);
        });
      });
      // A tab left open for days still learns about new versions.
      window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    } catch {
      // No service worker (private mode, blocked): the app works online as before.
    }
  };
  // After the page's own loading, so the worker's precache never competes with it.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
