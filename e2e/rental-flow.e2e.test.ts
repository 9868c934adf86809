// A rental day in Arabic, as the demo company admin: a new customer, a quotation sent to them,
// approved on the public link in a fresh browser (no account), converted to a contract with a
// kilometre allowance, handed over, returned with extra kilometres (the charge is shown), the
// invoices paid in one payment, and the contract balance back to zero.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { contextAt, signInAs, waitForToast } from './support/shell';

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

/** A control by its exact label (a required field's label also carries a hidden '*'). */
const labelled = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\s*\\*?$`));

const suffix = Date.now().toString(36).slice(-5);
const digits = String(Date.now()).slice(-7);
const plate = `E2E ${digits.slice(-5)}`;
const customer = { nameAr: `نورة العتيبي ${suffix}`, phone: `+965 6${digits}`, civilId: `29${digits}123`, licence: `DL-${suffix}` };

/**
 * The rental's days, fixed in the past: a return records what happened and cannot be in the
 * future, and the figures must not depend on today. The car is this test's own, so no clash.
 */
const RENTAL = { start: '2025-10-05', clash: '2025-10-06T10:00', back: '2025-10-08T09:00' };

describe('the rental flow in the browser', () => {
  test('customer → quotation → public approval → contract → hand-over → return with extra km → payment', { timeout: 300_000 }, async () => {
    const context = await contextAt(browser, baseUrl, { width: 1440, height: 900 });
    contexts.push(context);
    await signInAs(context, baseUrl, 'admin@rental.masar.test');
    // The car itself is not what this test is about: it is added through the API.
    const made = await context.request.post('/api/fleet/vehicles', { data: { plateNumber: plate, make: 'Toyota', model: 'Camry', year: 2025, colorAr: 'أبيض', dailyRate: '15.750', depositAmount: '100', odometer: 5000 }, headers: { origin: baseUrl } });
    expect(made.status()).toBe(201);
    const page = await context.newPage();
    const dashboardBefore = await (await context.request.get('/api/dashboard/rental')).json();

    // 1. The customer.
    await page.goto('/customers');
    await page.getByRole('heading', { level: 1, name: 'العملاء' }).waitFor();
    await page.getByRole('button', { name: 'إضافة عميل' }).first().click();
    const form = page.getByRole('dialog', { name: 'عميل جديد' });
    await form.getByRole('button', { name: 'حفظ', exact: true }).click();
    await form.getByText('هذا الحقل مطلوب').first().waitFor();
    await labelled(form, 'الاسم بالعربية').fill(customer.nameAr);
    await labelled(form, 'رقم الهاتف').fill(customer.phone);
    await labelled(form, 'الرقم المدني').fill(customer.civilId);
    await labelled(form, 'رقم رخصة القيادة').fill(customer.licence);
    await labelled(form, 'انتهاء رخصة القيادة').fill('2031-06-30');
    await form.getByRole('button', { name: 'حفظ', exact: true }).click();
    await waitForToast(page, 'تمت إضافة العميل برقم CUS-');
    await form.waitFor({ state: 'hidden' });

    // A relative with the same civil ID is refused at the field; with the same phone, saved after confirming.
    await page.getByRole('button', { name: 'إضافة عميل' }).first().click();
    const again = page.getByRole('dialog', { name: 'عميل جديد' });
    await labelled(again, 'الاسم بالعربية').fill(`سارة العتيبي ${suffix}`);
    await labelled(again, 'رقم الهاتف').fill(customer.phone);
    await labelled(again, 'الرقم المدني').fill(customer.civilId);
    await again.getByRole('button', { name: 'حفظ', exact: true }).click();
    await again.locator('#customer-civilId-error').waitFor();
    expect(await again.locator('#customer-civilId-error').textContent()).toContain(customer.nameAr);
    await labelled(again, 'الرقم المدني').fill(`30${digits}456`);
    await again.getByRole('button', { name: 'حفظ', exact: true }).click();
    await again.getByTestId('duplicate-phone').getByText('رقم الهاتف مسجّل لعميل آخر').waitFor();
    await again.getByRole('button', { name: 'حفظ على أي حال' }).click();
    await waitForToast(page, 'تمت إضافة العميل برقم CUS-');
    await again.waitFor({ state: 'hidden' });

    // 2. The quotation, its total computed as we type.
    await page.goto('/quotations/new');
    await page.getByRole('heading', { level: 1, name: 'عرض سعر جديد' }).waitFor();
    await labelled(page, 'العميل').fill(suffix);
    await page.getByRole('option', { name: new RegExp(customer.nameAr) }).click();
    await labelled(page, 'المركبة').fill(plate);
    await page.getByRole('option', { name: new RegExp(plate) }).click();
    await labelled(page, 'تاريخ البداية').fill(RENTAL.start);
    await labelled(page, 'المدة (أيام)').fill('3');
    await page.getByRole('button', { name: 'إضافة بند' }).click();
    await labelled(page, 'الوصف').fill('مقعد أطفال');
    await labelled(page, 'المبلغ (KWD)').fill('2.5');
    await labelled(page, 'الخصم (KWD)').fill('1');
    // 3 × 15.750 + 2.500 − 1.000
    await page.getByTestId('quotation-total').getByText('48.750 د.ك').waitFor();
    await page.getByRole('button', { name: 'حفظ العرض' }).click();
    await waitForToast(page, 'تم حفظ عرض السعر QUO-');
    await page.getByTestId('quotation-detail').waitFor();
    const quotationUrl = page.url();

    // 3. Send: the approval link, with a copy button.
    await page.getByRole('button', { name: 'إرسال للعميل' }).click();
    const link = await page.locator('#approval-url').inputValue();
    expect(link).toMatch(/\/quotation-approval\?token=[A-Za-z0-9_-]{43}$/);
    await page.getByTestId('approval-link').getByRole('button', { name: 'نسخ' }).waitFor();
    await page.getByTestId('quotation-status').getByText('مرسل').waitFor();

    // 4. The customer opens the link on a phone, without an account, and approves.
    const guest = await contextAt(browser, baseUrl, { width: 375, height: 812 });
    contexts.push(guest);
    const phone = await guest.newPage();
    await phone.goto(link);
    await phone.getByTestId('approval-company').getByText('شركة عجلات الخليج لتأجير السيارات').waitFor();
    await phone.getByTestId('approval-total').getByText('48.750 د.ك').waitFor();
    await screenshot(phone, 'rental-approval-mobile');
    await phone.getByLabel('تعليقك (اختياري)').fill('موافق، أرجو التسليم صباحاً');
    await phone.getByRole('button', { name: 'أوافق على العرض' }).click();
    await phone.getByText('شكراً لك، تم تسجيل موافقتك').waitFor();
    await screenshot(phone, 'rental-approval-done-mobile');
    // The same link again: already answered.
    await phone.reload();
    await phone.getByText('تمت الموافقة على هذا العرض مسبقاً').waitFor();
    await phone.goto('/quotation-approval?token=not-a-real-token');
    await phone.getByText('رابط غير صالح').waitFor();

    // 5. Convert to a contract with a kilometre allowance and an extra-km rate.
    await page.goto(quotationUrl);
    await page.getByTestId('quotation-status').getByText('موافق عليه').waitFor();
    // The client's comment is among the quotation's facts (and in its activity, as the change it made).
    await page.getByTestId('quotation-facts').getByText('موافق، أرجو التسليم صباحاً').waitFor();
    await page.getByRole('button', { name: 'تحويل إلى عقد' }).click();
    const convert = page.getByRole('dialog', { name: /تحويل العرض QUO-/ });
    await labelled(convert, 'الكيلومترات المسموحة يومياً').fill('100');
    await labelled(convert, 'سعر الكيلومتر الإضافي (KWD)').fill('0.250');
    await convert.getByRole('button', { name: 'إنشاء العقد' }).click();
    await waitForToast(page, 'تم إنشاء العقد CON-');
    const detail = page.getByTestId('contract-detail');
    await detail.getByTestId('contract-status').getByText('محجوز').waitFor();
    await detail.getByText('100 كم يومياً').waitFor();

    // The booked car cannot be booked again over those days: the form says by which contract.
    const contractUrl = page.url();
    const contractNumber = (await detail.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await page.goto(`/contracts/new?vehicleId=${(await made.json()).id}`);
    await labelled(page, 'العميل').fill(suffix);
    await page.getByRole('option', { name: new RegExp(customer.nameAr) }).click();
    await labelled(page, 'بداية الإيجار').fill(RENTAL.clash);
    await page.getByRole('button', { name: 'إنشاء العقد' }).click();
    await page.getByTestId('contract-refusal').getByText(`المركبة محجوزة في هذه الفترة بالعقد ${contractNumber}`).waitFor();
    await page.goto(contractUrl);
    await detail.getByTestId('contract-status').getByText('محجوز').waitFor();

    // 6. Hand-over: odometer and fuel; the rental is invoiced.
    await page.getByRole('button', { name: 'تسليم المركبة' }).click();
    const handover = page.getByRole('dialog', { name: /تسليم المركبة — العقد/ });
    expect(await labelled(handover, 'قراءة العداد (كم)').inputValue()).toBe('5000');
    await handover.getByRole('button', { name: 'تأكيد التسليم' }).click();
    await waitForToast(page, 'تم تسليم المركبة');
    await detail.getByTestId('contract-status').getByText('نشط').waitFor();
    await page.getByTestId('contract-invoices').getByText('48.750 د.ك').first().waitFor();

    // 7. Return on time after 420 km: 3 days × 100 km allowed, 120 km extra at 0.250.
    await page.getByRole('button', { name: 'إرجاع المركبة' }).click();
    const back = page.getByRole('dialog', { name: /إرجاع المركبة — العقد/ });
    await labelled(back, 'قراءة العداد (كم)').fill('5420');
    await labelled(back, 'الوقت').fill(RENTAL.back);
    await back.getByRole('button', { name: 'تأكيد الإرجاع' }).click();
    const charges = page.getByRole('dialog', { name: 'الرسوم المحتسبة عند الإرجاع' });
    await charges.getByTestId('return-charges').getByText('كيلومترات إضافية / Extra kilometres').waitFor();
    await charges.getByTestId('return-charges-total').getByText('30.000 د.ك').waitFor();
    await charges.getByRole('button', { name: 'تم', exact: true }).click();
    await detail.getByTestId('contract-status').getByText('مُرجَع').waitFor();
    await detail.getByTestId('contract-balance').getByText('78.750 د.ك').waitFor();
    await screenshot(page, 'rental-contract-returned-desktop');

    // 8. One payment settles both invoices (oldest first); the balance is zero.
    await page.getByRole('button', { name: 'تسجيل دفعة' }).click();
    const pay = page.getByRole('dialog', { name: 'تسجيل دفعة' });
    await pay.getByTestId('payment-due').getByText(/78\.750/).waitFor();
    await pay.getByRole('button', { name: 'سداد كامل المستحق' }).click();
    await pay.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    await waitForToast(page, 'تم تسجيل الدفعة RCT-');
    await detail.getByTestId('contract-balance').getByText('0.000 د.ك').waitFor();
    await page.getByTestId('contract-payments').getByText('78.750 د.ك').waitFor();
    expect(await page.getByTestId('contract-invoices').getByText('مدفوعة', { exact: true }).count()).toBe(2);

    // 9. Close: the whole deposit goes back to the customer.
    await page.getByRole('button', { name: 'إغلاق العقد' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'إغلاق العقد' }).click();
    await waitForToast(page, 'تم إغلاق العقد');
    await detail.getByTestId('contract-status').getByText('مغلق').waitFor();
    await detail.getByTestId('deposit-refunded').getByText('100.000 د.ك').waitFor();
    await screenshot(page, 'rental-contract-closed-desktop');

    // 10. The dashboard moved: this month's collections grew by the payment.
    const dashboardAfter = await (await context.request.get('/api/dashboard/rental')).json();
    const fils = (amount: string) => Math.round(Number(amount) * 1000);
    expect(fils(dashboardAfter.collections.thisMonth) - fils(dashboardBefore.collections.thisMonth)).toBe(78_750);
    await page.goto('/dashboard');
    const collected = Number(dashboardAfter.collections.thisMonth).toLocaleString('en-US', { minimumFractionDigits: 3 });
    await page.getByTestId('tile-revenue').getByText(collected, { exact: false }).waitFor();
  });
});
