// What one cold visit to a page costs over the wire, counted in Chromium: every request the page
// makes, the JS it runs and the fonts it draws with, as the server sent them (bytes on the wire,
// i.e. brotli for scripts (precompressed by the build); woff2 is already compressed). A fresh profile (nothing cached) per visit;
// the service worker is blocked so its background precache of the shell is not counted as the
// page's own loading (it runs after `load` and paints nothing).
import { chromium, type Request } from 'playwright-core';

export const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export type Transfer = { bytes: number; files: number; paths: string[] };
export type ColdVisit = { js: Transfer; fonts: Transfer; requests: number; landedOn: string };

const empty = (): Transfer => ({ bytes: 0, files: 0, paths: [] });

/** Body bytes as received (encoded); Chromium reports 0 for a body it did not read, so fall back to the header. */
async function bodyBytes(request: Request): Promise<number> {
  const sizes = await request.sizes().catch(() => null);
  if (sizes && sizes.responseBodySize > 0) return sizes.responseBodySize;
  const length = (await request.response())?.headers()['content-length'];
  return length ? Number(length) : 0;
}

export async function coldVisit(baseUrl: string, path: string, signIn?: { email: string; password: string }): Promise<ColdVisit> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
    if (signIn) {
      const res = await context.request.post('/api/auth/sign-in/email', { data: signIn, headers: { origin: baseUrl } });
      if (!res.ok()) throw new Error(`bench sign-in failed: ${res.status()}`);
    }
    const page = await context.newPage();
    const finished: Promise<void>[] = [];
    const js = empty();
    const fonts = empty();
    let requests = 0;
    page.on('request', () => requests++);
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      const into = type === 'script' ? js : type === 'font' ? fonts : null;
      if (!into) return;
      finished.push(
        bodyBytes(request).then((bytes) => {
          into.bytes += bytes;
          into.files++;
          into.paths.push(new URL(request.url()).pathname);
        }),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await Promise.all(finished);
    return { js, fonts, requests, landedOn: new URL(page.url()).pathname };
  } finally {
    await browser.close();
  }
}
