// After `vite build` (build-plugin.ts runs it in Node): the sign-in page (/auth) rendered to
// static markup inside the built index.html, as dist/web/auth.html. The server sends it to signed-out visitors, so the form
// paints with the HTML and its CSS instead of after ~200 KB of JavaScript; the app then renders
// the same page in its place (src/web/lib/prerender.ts keeps what was typed and the focus).
// Only the Arabic page is prerendered: an English visitor's browser drops it before it paints.
// Beside it, dist/web/signed-in.html: the app's page for a signed-in visit to a page with
// something of its own to paint first (the dashboard's greeting), with the same late scripts and
// a marked first paint the server fills in.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { Direction } from 'radix-ui';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { escapeHtml } from '../../core/html/escape';
import { ThemeProvider } from '../app/theme-provider';
import { AuthPage } from '../features/auth/pages/auth-page';
import ar from '../i18n/catalogues/ar';

const WEB_DIR = process.env.WEB_DIR ?? 'dist/web';
const ROOT = '<div id="root">';

// Before the page paints: the prerendered Arabic sign-in form only fits an Arabic visitor on the
// sign-in tab; anyone else sees the app's own loading screen until it renders. Until the app has
// taken over, a submit of the static form is held back (never a GET with the password in the URL);
// the app presses the button or sends the form again (src/web/lib/prerender.ts).
const GUARD = `<script>
      (function () {
        var root = document.getElementById('root');
        var lang = null;
        try { lang = localStorage.getItem('lang'); } catch (e) {}
        var params = new URLSearchParams(location.search);
        if (lang === 'en' || params.get('mode') === 'signup' || params.get('tab') === 'signup') {
          root.innerHTML = root.getAttribute('data-fallback');
          root.removeAttribute('data-prerendered');
        }
        root.removeAttribute('data-fallback');
        // A button pressed early (sign in, forgot password, language) is pressed again by the app.
        document.addEventListener('click', function (event) {
          if (document.documentElement.dataset.app || !event.target.closest) return;
          var button = event.target.closest('button');
          if (button && root.contains(button)) window.__masarPendingClick = Array.prototype.indexOf.call(root.querySelectorAll('button'), button);
        }, true);
        document.addEventListener('submit', function (event) {
          if (document.documentElement.dataset.app) return;
          event.preventDefault();
          if (window.__masarPendingClick === undefined) window.__masarPendingSubmit = true;
        }, true);
      })();
    </script>`;

async function renderAuthPage(): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'ar', fallbackLng: false, resources: { ar: { translation: ar } }, interpolation: { escapeValue: false } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider>
          <Direction.Provider dir="rtl">
            <MemoryRouter initialEntries={['/auth']}>
              <AuthPage />
            </MemoryRouter>
          </Direction.Provider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const index = readFileSync(join(WEB_DIR, 'index.html'), 'utf8');
const start = index.indexOf(ROOT);
const end = index.indexOf('</body>', start);
if (start < 0 || end < 0) throw new Error('prerender: #root not found in index.html');
// The loading screen index.html paints, kept for visitors the prerendered page does not fit.
const loading = index.slice(start + ROOT.length, index.lastIndexOf('</div>', end));
// The fonts the first paint shows its text with (regular and the bold heading), as the landing page preloads them.
const fonts = readdirSync(join(WEB_DIR, 'assets'))
  .filter((file) => /ibm-plex-sans-arabic-arabic-(400|700)-[\w-]+\.woff2$/.test(file))
  .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`)
  .join('\n    ');

/**
 * index.html's head with the app's scripts taken out, and the script that fetches them once the
 * page has painted: on a phone's connection they would otherwise share the bandwidth with the CSS
 * and fonts the first paint waits for. The route's own chunks, which the server names per request
 * in a `masar-preloads` data block (src/server/web-page.ts), are preloaded with them.
 */
function deferredScripts(title: string | undefined): { head: string; loadApp: string } {
  let entry = '';
  const preloads: string[] = [];
  const head = index
    .slice(0, start)
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(/<title>[^<]*<\/title>/, title ?? '$&')
    .replace('</head>', `  ${fonts}\n  </head>`);
  if (!entry) throw new Error('prerender: the app entry script was not found in index.html');
  const loadApp = `<script>
      requestAnimationFrame(function () {
        setTimeout(function () {
          var route = [];
          var listed = document.getElementById('masar-preloads');
          if (listed) {
            try { route = JSON.parse(listed.textContent); } catch (e) {}
            listed.remove();
          }
          ${JSON.stringify(preloads)}.concat(route).forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry)};
          document.head.appendChild(script);
        }, 0);
      });
    </script>`;
  return { head, loadApp };
}

// React leaves the page's <title> where it was rendered: it belongs in the head, in place of the app's.
const rendered = await renderAuthPage();
const title = /<title>[^<]*<\/title>/.exec(rendered)?.[0];
const markup = title ? rendered.replace(title, '') : rendered;
const auth = deferredScripts(title);
const page = `${auth.head}<div id="root" data-prerendered="/auth" data-fallback="${escapeHtml(loading)}">${markup}</div>\n    ${GUARD}\n    ${auth.loadApp}\n  ${index.slice(end)}`;
writeFileSync(join(WEB_DIR, 'auth.html'), page);
console.log(`prerendered /auth (${(markup.length / 1024).toFixed(1)} KB of markup) into ${join(WEB_DIR, 'auth.html')}`);

// The signed-in pages: the server fills the marked first paint (the dashboard's greeting, or the
// loading screen) and the route's chunks per request (src/server/web-page.ts). Until the app has
// taken over: a greeting the server could not put in the app's language (a user without a
// profile, whose language is the one chosen in this browser) shows its English when English was
// chosen, and any greeting makes way for the loading screen when the page carries no user for the
// app to start with.
const SIGNED_IN_GUARD = `<script>
      (function () {
        var root = document.getElementById('root');
        if (!root.hasAttribute('data-prerendered')) return;
        var lang = null;
        try { lang = localStorage.getItem('lang'); } catch (e) {}
        if (!document.getElementById('masar-me')) {
          root.innerHTML = root.getAttribute('data-fallback');
          root.removeAttribute('data-prerendered');
        } else if (lang === 'en') {
          root.querySelectorAll('[data-en]').forEach(function (element) { element.textContent = element.getAttribute('data-en'); });
          document.documentElement.lang = 'en';
          document.documentElement.dir = 'ltr';
        }
        root.removeAttribute('data-fallback');
      })();
    </script>`;
const signedIn = deferredScripts(undefined);
writeFileSync(join(WEB_DIR, 'signed-in.html'), `${signedIn.head}<div id="root"><!--first-paint-->${loading}<!--/first-paint--></div>\n    ${SIGNED_IN_GUARD}\n    ${signedIn.loadApp}\n  ${index.slice(end)}`);
