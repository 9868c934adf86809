/* Masar's service worker (DECISIONS 13, spec §4), hand-written and registered at /sw.js, scope /.
 *  - precaches the app shell (index.html, the landing page, the entry scripts and styles);
 *  - hashed /assets/* are immutable: cache first, filled as they are used;
 *  - navigations go to the network first; offline, the cached shell answers;
 *  - /api/* is never cached (tenant data stays on the server).
 * The build writes /sw-manifest.js (version + file lists). Its bytes change with every build, and
 * an imported script that changes makes the browser install the new worker: the page then offers
 * an "update available" reload, which sends SKIP_WAITING. */

const BUILD = (function readManifest() {
  try {
    importScripts('/sw-manifest.js');
  } catch {
    // Development server or a broken deploy: run with the shell only.
  }
  return self.__MASAR_SW__ || { version: 'dev', precache: ['/index.html'], assets: null };
})();

const SHELL_CACHE = 'masar-shell-' + BUILD.version;
const ASSET_CACHE = 'masar-assets';

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches.open(SHELL_CACHE).then(function (cache) {
      // `reload`: bypass the HTTP cache so the shell matches this build.
      return cache.addAll(BUILD.precache.map(function (url) { return new Request(url, { cache: 'reload' }); }));
    }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    (async function () {
      const names = await caches.keys();
      await Promise.all(
        names.filter(function (name) { return name.startsWith('masar-shell-') && name !== SHELL_CACHE; })
          .map(function (name) { return caches.delete(name); }),
      );
      await pruneAssets();
      await self.clients.claim();
    })(),
  );
});

/** Drops hashed files that are no longer part of the app (each build lists its own). */
async function pruneAssets() {
  if (!Array.isArray(BUILD.assets)) return;
  const current = new Set(BUILD.assets);
  const cache = await caches.open(ASSET_CACHE);
  const requests = await cache.keys();
  await Promise.all(
    requests.filter(function (request) { return !current.has(new URL(request.url).pathname); })
      .map(function (request) { return cache.delete(request); }),
  );
}

self.addEventListener('message', function (event) {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', function (event) {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, url));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (BUILD.precache.indexOf(url.pathname) !== -1) {
    event.respondWith(networkFirst(request, url));
  }
});

async function networkFirst(request, url) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.open(SHELL_CACHE);
    const fallback = request.mode !== 'navigate' ? url.pathname : url.pathname === '/' ? '/landing.html' : '/index.html';
    const cached = (await shell.match(fallback)) || (request.mode === 'navigate' ? await shell.match('/index.html') : undefined);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const shell = await caches.open(SHELL_CACHE);
  const precached = await shell.match(request);
  if (precached) return precached;
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}
