// Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) against Debian's Chromium.
// bench/run.ts calls it for `/`, `/auth` and `/dashboard`; the budget is >= 0.95 for both categories.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type LighthouseScores = {
  url: string;
  /** 0..1, as Lighthouse reports them. */
  performance: number;
  accessibility: number;
  /** Where the page ended up (a redirect shows here, e.g. /dashboard -> /auth when the cookie is wrong). */
  finalUrl: string;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Failed accessibility audits, so a score below budget says why. */
  accessibilityIssues: string[];
  /** What Lighthouse blames for a slow page: the LCP element, render-blocking files, layout shifts. */
  diagnostics: string[];
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function itemsOf(lhr: Lhr, id: string): Array<Record<string, unknown>> {
  const details = lhr.audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined;
  return details?.items ?? [];
}

const nodeLabel = (item: Record<string, unknown>) => {
  const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
  return node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40)}"` : '';
};

function diagnose(lhr: Lhr): string[] {
  const lines: string[] = [];
  const lcp = itemsOf(lhr, 'largest-contentful-paint-element');
  const element = (lcp[0]?.items as Array<Record<string, unknown>> | undefined)?.[0];
  const phases = (lcp[1]?.items as Array<{ phase: string; timing: number }> | undefined) ?? [];
  if (element) lines.push(`LCP element ${nodeLabel(element)}; ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`);
  const blocking = itemsOf(lhr, 'render-blocking-insight').map((item) => `${new URL(String(item.url)).pathname} (${Math.round(Number(item.wastedMs ?? 0))} ms)`);
  if (blocking.length) lines.push(`render-blocking: ${blocking.join(', ')}`);
  const bootup = itemsOf(lhr, 'bootup-time').slice(0, 3).map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(item.scripting ?? 0))} ms`);
  if (bootup.length) lines.push(`script time (simulated CPU): ${bootup.join(', ')}`);
  const shifts = itemsOf(lhr, 'layout-shifts').slice(0, 2).map((item) => `${nodeLabel(item)} ${Number(item.score ?? 0).toFixed(3)}`);
  if (shifts.length) lines.push(`layout shifts: ${shifts.join('; ')}`);
  return lines;
}

export type LighthouseOptions = {
  /** A `Cookie` header value, for pages behind sign-in (e.g. 'better-auth.session_token=…'). */
  cookie?: string;
  /** Extra request headers sent with every request of the page. */
  headers?: Record<string, string>;
};

/** Runs Lighthouse once in a fresh Chromium profile and returns the two category scores. */
export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseScores> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'masar-lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, userDataDir });
  try {
    const extraHeaders = { ...options.headers, ...(options.cookie ? { Cookie: options.cookie } : {}) };
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: Object.keys(extraHeaders).length > 0 ? extraHeaders : undefined,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const accessibilityIssues = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);
    return {
      url,
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      finalUrl: lhr.finalDisplayedUrl,
      metrics: {
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndexMs: metric('speed-index'),
      },
      accessibilityIssues,
      diagnostics: diagnose(lhr),
    };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** One line per page, e.g. for bench/run.ts: "/auth  performance 0.97  accessibility 1.00 (LCP 1.9 s)". */
export function formatScores(scores: LighthouseScores, budget = 0.95): string {
  const mark = (score: number) => `${score.toFixed(2)}${score >= budget ? '' : ' (BELOW BUDGET)'}`;
  const path = new URL(scores.url).pathname;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const { fcpMs, lcpMs, tbtMs, cls } = scores.metrics;
  const issues = scores.accessibilityIssues.length ? `\n    accessibility issues: ${scores.accessibilityIssues.join('; ')}` : '';
  const why = scores.performance < budget ? scores.diagnostics.map((line) => `\n    ${line}`).join('') : '';
  return `${path.padEnd(12)} performance ${mark(scores.performance)}  accessibility ${mark(scores.accessibility)}  (FCP ${seconds(fcpMs)}, LCP ${seconds(lcpMs)}, TBT ${Math.round(tbtMs)} ms, CLS ${cls.toFixed(3)})${issues}${why}`;
}

// `node --import tsx bench/lighthouse.ts <url> [cookie]` measures one page by hand.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, cookie] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node --import tsx bench/lighthouse.ts <url> [cookie]');
    process.exit(2);
  }
  console.log(formatScores(await runLighthouse(url, { cookie })));
}
