/**
 * Spec §2 route preloading: once the current page has loaded and settled, fetch the pages marked
 * high, then medium, in idle time (at most 2000 ms later each). Waiting for the page first keeps
 * preloads from competing with what the user is looking at. A failed preload is retried later;
 * pages sharing one chunk are fetched once.
 *
 * Each page is loaded in an idle period of its own: loading a page also runs its modules, and the
 * whole plan in one go kept a phone's main thread busy for over a second after the dashboard had
 * painted (taps went unanswered meanwhile). A device whose performance configuration (spec §9)
 * turns prefetching off — a low-end phone, a slow or Save-Data connection, or the user's choice —
 * preloads nothing: it fetches each page when it is opened.
 */
export const PRELOAD_IDLE_TIMEOUT_MS = 2000;
export const PRELOAD_RETRY_MS = 30_000;
export const PRELOAD_MAX_ATTEMPTS = 3;

type Loader = () => Promise<unknown>;

const done = new Set<Loader>();

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: PRELOAD_IDLE_TIMEOUT_MS });
  else window.setTimeout(task, PRELOAD_IDLE_TIMEOUT_MS);
}

const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

/** After the load event, then one idle period of up to 2000 ms. */
function afterPageSettled(task: () => void): void {
  const start = () => window.setTimeout(() => whenIdle(task), PRELOAD_IDLE_TIMEOUT_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function preloadOne(loader: Loader, attempt: number): Promise<void> {
  if (done.has(loader)) return;
  try {
    await loader();
    done.add(loader);
  } catch {
    // Offline or a deploy replaced the chunk: try again later, a few times.
    if (attempt < PRELOAD_MAX_ATTEMPTS) window.setTimeout(() => whenIdle(() => void preloadOne(loader, attempt + 1)), PRELOAD_RETRY_MS);
  }
}

/** Whether this device preloads at all (read after the page settled: the module is not first-paint code). */
async function prefetchAllowed(): Promise<boolean> {
  const { loadPerformanceConfig } = await import('../../../lib/performance');
  return loadPerformanceConfig().prefetchCriticalResources;
}

/** Schedules the plan; `loaderFor` gives each path's lazy page. */
export function schedulePreload(plan: { high: readonly string[]; medium: readonly string[] }, loaderFor: (path: string) => Loader): void {
  // High first, then medium; a page in both (or two paths of one page) is loaded once.
  const loaders = [...new Set([...plan.high, ...plan.medium].map(loaderFor))];
  afterPageSettled(() => {
    void (async () => {
      if (!(await prefetchAllowed())) return;
      for (const loader of loaders) {
        await idle();
        await preloadOne(loader, 1);
      }
    })();
  });
}
