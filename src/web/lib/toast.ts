/**
 * `toast` for code that the first screen loads (router loaders, the shell, the PWA): the same
 * calls as sonner's, but sonner (~9 KB gzip) is fetched on first use instead of riding in the
 * entry. Lazy pages may keep importing `toast` from 'sonner' directly: it is the same module, and
 * the Toaster (app/lazy-toaster.tsx) replays toasts created before it mounted.
 */
import type { ExternalToast } from 'sonner';

export type Sonner = typeof import('sonner');
type Title = Parameters<Sonner['toast']>[0];

let sonner: Promise<Sonner> | undefined;
const onFirstLoad = new Set<(loading: Promise<Sonner>) => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of onFirstLoad) listener(sonner);
    onFirstLoad.clear();
  }
  return sonner;
}

/** Calls `listener` with sonner's import once somebody asks for it (at once if already asked). */
export function onSonnerLoad(listener: (loading: Promise<Sonner>) => void): () => void {
  if (sonner) {
    listener(sonner);
    return () => undefined;
  }
  onFirstLoad.add(listener);
  return () => onFirstLoad.delete(listener);
}

function later(show: (module: Sonner) => void): void {
  void loadSonner().then(show);
}

export const toast = Object.assign((title: Title, data?: ExternalToast) => later((m) => m.toast(title, data)), {
  success: (title: Title, data?: ExternalToast) => later((m) => m.toast.success(title, data)),
  error: (title: Title, data?: ExternalToast) => later((m) => m.toast.error(title, data)),
  info: (title: Title, data?: ExternalToast) => later((m) => m.toast.info(title, data)),
  warning: (title: Title, data?: ExternalToast) => later((m) => m.toast.warning(title, data)),
  dismiss: (id?: string | number) => later((m) => m.toast.dismiss(id)),
});
