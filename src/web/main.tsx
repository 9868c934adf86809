import './styles/fonts.css';
import './styles/globals.css';
import { i18nReady } from './i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { applyTheme, readStoredTheme } from './lib/theme';
import { startPwa } from './features/pwa/start-pwa';
import { routerSettled, takePrerendered } from './lib/prerender';
import { fieldErrorMap } from '../core/i18n/issue-code';

// zod reads its shared config from this global, so setting it here costs the entry none of zod's
// code (zod loads later, with the forms). jitless: the Content-Security-Policy allows no eval
// (decision 021) and zod's probe for it is reported as a violation. customError: the server's one
// error map, so a form's own checks speak the same Arabic or English as the API (issue 12).
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true, customError: fieldErrorMap };

// Before the first paint, so a dark-theme user never sees a white flash.
applyTheme(readStoredTheme());
// Service worker (production) and the install prompt, whose browser event may fire before React renders.
startPwa();

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root not found');

// A page the server sent prerendered (/auth) stays on screen until the router has its page ready,
// so React's first render replaces it with the same page instead of a spinner (lib/prerender.ts).
const handoff = takePrerendered(container);

// The active language's catalogue is its own chunk (preloaded by index.html): render once it is in.
// A failed load still renders, with keys for text, rather than leaving the spinner forever.
void Promise.all([i18nReady.catch(() => undefined), handoff ? routerSettled(router) : undefined]).then(() => {
  // A transition: React renders in slices that let the browser breathe (input, paint) instead of
  // one long task; the first screen commits in one piece all the same.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
  if (handoff) handoff.restore();
  else document.documentElement.dataset.app = 'ready';
});
