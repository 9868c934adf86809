// The financial analysis page in Arabic, as the accountant: the revenue/expense bars and the
// margin line are drawn in an svg, newest month at the end side read right to left, and the
// ratio cards carry their one-line explanations; at 1280 px and on a 375 px phone, nothing
// scrolls sideways.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, screenshot, sideScroll } from './support/browser';
import { contextAt, signInAs } from './support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});


async function accountantAt(width: number, height: number): Promise<Page> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'accountant@rental.masar.test');
  return context.newPage();
}

async function openAnalysis(page: Page) {
  await page.goto('/finance/analysis');
  await page.getByRole('heading', { level: 1, name: 'التحليل المالي' }).waitFor();
  const chart = page.getByTestId('analysis-chart');
  await chart.locator('svg .recharts-bar-rectangle path').first().waitFor();
  return chart;
}

describe('financial analysis in the browser', () => {
  test('the chart shows revenue and expense bars with the margin line, and the ratio cards explain themselves (1280 px)', { timeout: 180_000 }, async () => {
    const page = await accountantAt(1280, 900);
    const chart = await openAnalysis(page);
    expect(await chart.locator('svg .recharts-bar-rectangle').count()).toBeGreaterThan(12);
    await chart.locator('svg .recharts-line-curve').first().waitFor();
    await chart.getByText('الإيرادات', { exact: true }).first().waitFor();
    await chart.getByText('المصروفات', { exact: true }).first().waitFor();
    // RTL: the x axis is reversed, so the oldest month's tick sits further to the screen's east than the newest.
    const ticks = chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick');
    const first = await ticks.first().boundingBox();
    const last = await ticks.last().boundingBox();
    expect(first!.x).toBeGreaterThan(last!.x);
    const cards = page.getByTestId('analysis-ratios');
    await cards.getByText('نسبة التداول').waitFor();
    await cards.getByText('نسبة السيولة السريعة').waitFor();
    await cards.getByText('متوسط فترة التحصيل').waitFor();
    await cards.getByText(/الأصول المتداولة مقسومة على الخصوم المتداولة/).waitFor();
    expect(await cards.locator('li').count()).toBe(7);
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'finance-analysis-1280');
  });

  test('on a 375 px phone the chart and the cards fit the screen', { timeout: 180_000 }, async () => {
    const page = await accountantAt(375, 812);
    const chart = await openAnalysis(page);
    const box = await chart.locator('svg.recharts-surface').first().boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await page.getByTestId('analysis-ratios').getByText('نسبة التداول').waitFor();
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'finance-analysis-375');
  });
});
