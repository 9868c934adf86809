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
  await chart.getByTestId('chart-category').first().waitFor();
  return chart;
}

describe('financial analysis in the browser', () => {
  test('the chart shows revenue and expense bars with the margin line, and the ratio cards explain themselves (1280 px)', { timeout: 180_000 }, async () => {
    const page = await accountantAt(1280, 900);
    const chart = await openAnalysis(page);
    expect(await chart.getByTestId('chart-bar').count()).toBeGreaterThan(12);
    await chart.getByTestId('chart-line').waitFor();
    await chart.getByText('الإيرادات', { exact: true }).first().waitFor();
    await chart.getByText('المصروفات', { exact: true }).first().waitFor();
    // RTL: the x axis is reversed, so the oldest month's tick sits further to the screen's east than the newest.
    const ticks = chart.getByTestId('chart-x-label');
    const first = await ticks.first().boundingBox();
    const last = await ticks.last().boundingBox();
    expect(first!.x).toBeGreaterThan(last!.x);
    // Pointing at the newest month shows its figures in Arabic, the margin as a percentage.
    await chart.getByTestId('chart-category').last().hover();
    const tooltip = chart.getByTestId('chart-tooltip');
    await tooltip.getByText('الإيرادات').waitFor();
    expect(await tooltip.textContent()).toMatch(/هامش.*%/);
    await screenshot(page, 'finance-analysis-tooltip-1280');
    // The chart reads as a list of months, each named by its figures.
    expect(await chart.getByRole('listitem').first().getAttribute('aria-label')).toMatch(/الإيرادات .+، المصروفات .+/);
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
    const box = await chart.locator('svg').first().boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    // A tap on a month shows its figures, inside the screen.
    await chart.getByTestId('chart-category').first().tap().catch(async () => chart.getByTestId('chart-category').first().click());
    const tip = await chart.getByTestId('chart-tooltip').boundingBox();
    expect(tip!.x).toBeGreaterThanOrEqual(0);
    expect(tip!.x + tip!.width).toBeLessThanOrEqual(375);
    await page.getByTestId('analysis-ratios').getByText('نسبة التداول').waitFor();
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'finance-analysis-375');
  });
});
