/**
 * The install prompt of spec §4: Chromium's `beforeinstallprompt` is kept (it fires once, often
 * before React has rendered) so the banner can offer it later. Dismissal lasts for the browser
 * session (sessionStorage `pwa-install-dismissed`); installing hides it for good.
 */
export const INSTALL_DELAY_MS = 3000;
export const DISMISSED_KEY = 'pwa-install-dismissed';
export const INSTALLED_KEY = 'pwa-installed';

export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallState = {
  /** When the browser offered installation (ms since epoch), or null. */
  offeredAt: number | null;
  dismissed: boolean;
  installed: boolean;
  standalone: boolean;
};

/** Pure: hidden at first, shown 3 s after the offer, never once dismissed, installed or standalone. */
export function shouldShowInstallBanner(state: InstallState, now: number): boolean {
  if (state.offeredAt === null || state.dismissed || state.installed || state.standalone) return false;
  return now - state.offeredAt >= INSTALL_DELAY_MS;
}

function read(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === 'true';
  } catch {
    return false;
  }
}

function write(storage: () => Storage, key: string) {
  try {
    storage().setItem(key, 'true');
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { offeredAt: null, dismissed: false, installed: false, standalone: false };
const listeners = new Set<() => void>();

function set(patch: Partial<InstallState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getInstallState(): InstallState {
  return state;
}

export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once at start-up, before the app renders. */
export function listenForInstallPrompt(): void {
  state = {
    offeredAt: null,
    dismissed: read(() => sessionStorage, DISMISSED_KEY),
    installed: read(() => localStorage, INSTALLED_KEY),
    standalone: isStandalone(),
  };
  // An offer made before this ran was kept by index.html's inline script.
  const early = (window as { __masarInstallOffer?: { event: Event; at: number } }).__masarInstallOffer;
  if (early) {
    deferred = early.event as BeforeInstallPromptEvent;
    state = { ...state, offeredAt: early.at };
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: our banner offers it at the right moment.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set({ offeredAt: Date.now() });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    write(() => localStorage, INSTALLED_KEY);
    set({ installed: true });
  });
}

export function dismissInstall(): void {
  write(() => sessionStorage, DISMISSED_KEY);
  set({ dismissed: true });
}

export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  set({ offeredAt: null });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') dismissInstall();
}
