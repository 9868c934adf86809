import { listenForInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/register-service-worker';

/** Called once from main.tsx before the first render (the install event may fire very early). */
export function startPwa(): void {
  listenForInstallPrompt();
  registerServiceWorker();
}
