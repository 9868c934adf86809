// Helpers for the app-shell e2e tests: fast sign-in through the API, contexts at any width,
// and reading what the side menu shows.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { CHROMIUM_PATH } from './browser';
import { DEMO_PASSWORD } from './demo-users';

export { CHROMIUM_PATH };

type ContextOptions = { width?: number; height?: number };

/** A fresh Arabic context at a given viewport (the shared helper only knows 375 and 1280). */
export async function contextAt(browser: Browser, baseURL: string, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: 'ar',
    deviceScaleFactor: 1,
  });
  // Generous: the machine may be busy with other suites; a real failure still fails, only later.
  context.setDefaultTimeout(30_000);
  return context;
}

/** Signs in through the API (the cookie lands in the context); the form itself is tested elsewhere. */
export async function signInAs(context: BrowserContext, baseURL: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await context.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: baseURL } });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The desktop side menu's links and buttons (groups, logout, collapse), top to bottom, as their text. */
export async function menuTexts(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('navigation').waitFor();
  return sidebar.locator('a, button').evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim()).filter(Boolean));
}

/** Waits for a toast (sonner) whose text contains `text`. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

/**
 * Opens a row's menu and chooses an item. A person whose click landed while the page was still
 * settling (a dialog closing, the list refreshing) sees no menu and clicks again: so does this,
 * until the item shows, then chooses it.
 */
export async function chooseFromMenu(trigger: Locator, item: Locator): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (!(await item.isVisible())) await trigger.click();
    const shown = await item.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (shown) break;
  }
  await item.click();
}

/**
 * Switches the language from the header's user menu and waits until the profile has saved it, as
 * a person sees the page change: the next page load reads the saved preference, so navigating
 * before the save lands would come back in the old language.
 */
export async function switchLanguage(page: Page, menuButton: string, target: 'English' | 'العربية'): Promise<void> {
  await page.getByRole('button', { name: menuButton }).click();
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me/profile' && r.request().method() === 'PATCH' && r.ok());
  await page.getByRole('menuitem', { name: target }).click();
  await saved;
}
