import { useEffect, useState } from 'react';
import { loadSonner, onSonnerLoad, type Sonner } from '../lib/toast';
import { useTheme } from './theme-provider';

/**
 * The first pointer or key press (a toast normally answers one), or 10 s after the load event,
 * whichever comes first: never while the page the user opened is still loading.
 */
function onFirstUseOrLater(task: () => void): () => void {
  let timer: number | undefined;
  const events = ['pointerdown', 'keydown'] as const;
  const run = () => {
    stop();
    task();
  };
  const startTimer = () => {
    timer = window.setTimeout(run, 10_000);
  };
  function stop() {
    for (const event of events) window.removeEventListener(event, run, true);
    window.removeEventListener('load', startTimer);
    window.clearTimeout(timer);
  }
  for (const event of events) window.addEventListener(event, run, { capture: true, passive: true });
  if (document.readyState === 'complete') startTimer();
  else window.addEventListener('load', startTimer, { once: true });
  return stop;
}

/**
 * sonner's Toaster, mounted once sonner has loaded: on the first toast (lib/toast.ts), the first
 * interaction or a little after the page loaded, so pages that import sonner directly find it
 * mounted. Toasts made before it mounted are replayed by sonner.
 */
export function LazyToaster({ dir }: { dir: 'rtl' | 'ltr' }) {
  const { theme } = useTheme();
  const [Toaster, setToaster] = useState<Sonner['Toaster'] | null>(null);
  useEffect(() => {
    let live = true;
    const stop = onSonnerLoad((loading) => void loading.then((m) => live && setToaster(() => m.Toaster)));
    const cancel = onFirstUseOrLater(() => void loadSonner());
    return () => {
      live = false;
      stop();
      cancel();
    };
  }, []);
  return Toaster ? <Toaster dir={dir} theme={theme} position="top-center" richColors closeButton /> : null;
}
