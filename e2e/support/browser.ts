import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's Chromium (`npx playwright install` cannot download here, see ARCHITECTURE.md), started
 * through chromium.sh, which skips Debian's launcher flags and a renderer headless never uses
 * (decision 067). CHROMIUM_PATH names another browser binary to run instead.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? fileURLToPath(new URL('./chromium.sh', import.meta.url));

// Playwright adds its own fresh --user-data-dir (a temp profile) to every launch.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}

/** timezoneId: the browser's clock (sign-up guesses the country from it); the machine's when not given. */
type ContextOptions = { viewport?: ViewportName; language?: 'ar' | 'en'; timezoneId?: string };

/** A fresh context (own cookies and storage) whose relative URLs resolve against the test server. */
export async function newContext(browser: Browser, baseURL: string, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    locale: options.language === 'en' ? 'en-US' : 'ar',
    deviceScaleFactor: 1,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.language === 'en') await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  context.setDefaultTimeout(15_000);
  return context;
}

/** Full-page PNG under test-results/screenshots/<name>.png (not committed); returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Fonts are part of what we check; wait for them before capturing.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/** The form control whose label is exactly `text` (a required field's label also shows a '*'). */
export function field(page: Page, text: string) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Signs in through the /auth form, as a user would. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'البريد الإلكتروني').fill(email);
  await field(page, 'كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
}

/**
 * How far the page scrolls sideways (0 when it fits its width). A page that has just been resized or
 * has just rendered new rows may still be laying out, so this waits — as a person would look again —
 * for the overflow to go away, and only then reports what is left.
 */
export async function sideScroll(page: Page): Promise<number> {
  const fits = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;
  await page.waitForFunction(fits, undefined, { timeout: 5_000, polling: 'raf' }).catch(() => undefined);
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
