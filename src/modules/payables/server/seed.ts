// Demo payables of the car-rental company (issue 18): five vendors (a workshop, a tyre supplier,
// an insurer, a fuel company, a stationer), purchase orders in each state, bills — some overdue in
// every aging bucket — and payments, made through the service as the company's accountant under
// row-level security, so their postings are what a user would have made. Deterministic: dates
// count back from the seed's clock (`now`); amounts are fixed.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { localDate } from '../../../core/attendance';
import { addDays } from '../../../core/leasing';
import { resolveCurrency } from '../../../core/money';
import { billOrder, createBill, createOrder, createVendor, orderAction, recordPayment, type Who } from './service';

type Line = { description: string; quantity: string; unitPrice: string; vatRate: string; accountId?: string | null };

export async function seedPayablesDemo(tx: Tx, ctx: { companyId: string; businessType: string; now?: Date }) {
  if (ctx.businessType !== 'car_rental') return;
  const [company] = await queryRows<{ timezone: string; currency: string; userId: string | null }>(
    tx,
    sql`select c.timezone, c.currency, coalesce((select r.user_id from user_roles r where r.company_id = c.id and r.role = 'accountant' order by r.user_id limit 1), (select r.user_id from user_roles r where r.company_id = c.id and r.role = 'company_admin' order by r.user_id limit 1)) as "userId" from companies c where c.id = ${ctx.companyId}`,
  );
  if (!company) return;
  // The chart's running-cost accounts of a rental fleet, by code (the demo's chart is the car-rental
  // template); a line without one posts to the purchases mapping.
  const accounts = new Map((await queryRows<{ code: string; id: string }>(tx, sql`select code, id from ledger_accounts where company_id = ${ctx.companyId} and code in ('5101','5102','5103','5104','5208')`)).map((a) => [a.code, a.id]));
  const acc = (code: string) => accounts.get(code) ?? null;
  const today = localDate(ctx.now ?? new Date(), company.timezone);
  const day = (n: number) => addDays(today, n);
  const who: Who = { companyId: ctx.companyId, userId: company.userId, today, currency: resolveCurrency(company.currency) };
  if (who.userId) await tx.execute(sql`select set_config('app.user_id', ${who.userId}, true)`);
  await tx.execute(sql`set local role app_user`);
  try {
    const v = (nameAr: string, nameEn: string, paymentTermsDays: number, extra: Record<string, string>) => createVendor(tx, { nameAr, nameEn, paymentTermsDays, ...extra }, who);
    const workshop = await v('ورشة الخليج لصيانة السيارات', 'Gulf Auto Workshop', 30, { vatNumber: '300145678900003', contactName: 'أبو فهد', phone: '+965 2245 1100', email: 'service@gulfauto.example', bankName: 'بنك الكويت الوطني', iban: 'KW81CBKU0000000000001234560101' });
    const tyres = await v('شركة الإطارات الوطنية', 'National Tyre Company', 45, { contactName: 'سالم العتيبي', phone: '+965 2471 3300', email: 'sales@nationaltyre.example', bankName: 'بنك الخليج' });
    const insurer = await v('شركة الكويت للتأمين', 'Kuwait Insurance Company', 15, { contactName: 'إدارة المركبات', phone: '+965 1884 433', email: 'motor@kic.example' });
    const fuel = await v('شركة السور لتسويق الوقود', 'Al Soor Fuel Marketing', 30, { contactName: 'حسابات الأساطيل', phone: '+965 1802 000', bankName: 'بيت التمويل الكويتي' });
    const stationer = await v('مكتبة النخبة للقرطاسية', 'Elite Stationery', 0, { phone: '+965 2240 8800' });

    const bill = (vendorId: string, billDate: string, lines: Line[], vendorReference: string) => createBill(tx, { vendorId, billDate, vendorReference, lines }, { ...who, today: billDate });
    const pay = (vendorId: string, paidOn: string, method: 'cash' | 'cheque' | 'bank_transfer' | 'card', allocations: { billId: string; amount: string }[], reference: string) =>
      recordPayment(tx, { vendorId, paidOn, method, reference, allocations }, { ...who, today: paidOn });

    // The workshop: a service order received and billed, the bill part paid, the order closed; a draft for next week.
    const po1 = await createOrder(tx, { vendorId: workshop.id, orderDate: day(-100), accountId: acc('5102'), lines: [{ description: 'صيانة دورية لعشر سيارات (زيت وفلاتر)', quantity: '10', unitPrice: '38.500', vatRate: '0' }, { description: 'إصلاح مكيف سيارة تويوتا كامري', quantity: '1', unitPrice: '145', vatRate: '0' }] }, who);
    await orderAction(tx, po1.id, 'approve', { date: day(-99) }, who);
    await orderAction(tx, po1.id, 'receive', { date: day(-96) }, who);
    const b1 = await billOrder(tx, po1.id, { billDate: day(-95), vendorReference: 'GAW-2291' }, { ...who, today: day(-95) });
    await pay(workshop.id, day(-60), 'cheque', [{ billId: b1.id, amount: '300' }], 'CHQ-100245');
    await orderAction(tx, po1.id, 'close', { date: day(-59) }, who);
    await createOrder(tx, { vendorId: workshop.id, orderDate: day(-3), expectedDate: day(7), accountId: acc('5102'), lines: [{ description: 'فحص فرامل وتغيير أقمشة', quantity: '4', unitPrice: '42', vatRate: '0' }] }, who);

    // The tyre supplier: one order received and billed (not yet due), one approved and awaited.
    const po3 = await createOrder(tx, { vendorId: tyres.id, orderDate: day(-22), accountId: acc('5103'), lines: [{ description: 'إطارات 205/55R16', quantity: '16', unitPrice: '27.750', vatRate: '0' }, { description: 'ترصيص وميزان', quantity: '4', unitPrice: '6', vatRate: '0' }] }, who);
    await orderAction(tx, po3.id, 'approve', { date: day(-21) }, who);
    await orderAction(tx, po3.id, 'receive', { date: day(-19) }, who);
    await billOrder(tx, po3.id, { billDate: day(-18), vendorReference: 'NTC-5530' }, { ...who, today: day(-18) });
    const po4 = await createOrder(tx, { vendorId: tyres.id, orderDate: day(-8), expectedDate: day(4), accountId: acc('5103'), lines: [{ description: 'بطاريات 70 أمبير', quantity: '6', unitPrice: '24.500', vatRate: '0' }] }, who);
    await orderAction(tx, po4.id, 'approve', { date: day(-7) }, who);

    // The insurer: an old premium part paid (over 90 days), one paid in full, the latest 31–60 days overdue.
    const b0 = await bill(insurer.id, day(-200), [{ description: 'قسط تأمين شامل - الدفعة الأولى', quantity: '1', unitPrice: '1850', vatRate: '0', accountId: acc('5104') }], 'KIC-P-7781');
    await pay(insurer.id, day(-180), 'bank_transfer', [{ billId: b0.id, amount: '1500' }], 'TRF-88120');
    const b3 = await bill(insurer.id, day(-130), [{ description: 'قسط تأمين شامل - الدفعة الثانية', quantity: '1', unitPrice: '1850', vatRate: '0', accountId: acc('5104') }], 'KIC-P-7782');
    await pay(insurer.id, day(-110), 'bank_transfer', [{ billId: b3.id, amount: '1850' }], 'TRF-88410');
    await bill(insurer.id, day(-55), [{ description: 'تأمين ضد الغير لثلاث سيارات جديدة', quantity: '3', unitPrice: '95', vatRate: '0', accountId: acc('5104') }], 'KIC-P-7903');

    // Fuel: monthly statements; one paid with part of the next.
    const f1 = await bill(fuel.id, day(-70), [{ description: 'وقود الأسطول - كشف شهري', quantity: '1', unitPrice: '612.450', vatRate: '0', accountId: acc('5101') }], 'SFM-0925');
    const f2 = await bill(fuel.id, day(-35), [{ description: 'وقود الأسطول - كشف شهري', quantity: '1', unitPrice: '588.300', vatRate: '0', accountId: acc('5101') }], 'SFM-1025');
    await pay(fuel.id, day(-30), 'bank_transfer', [{ billId: f1.id, amount: '612.450' }, { billId: f2.id, amount: '200' }], 'TRF-89077');

    // Stationery: a cancelled order and a small bill paid cash on the day.
    const po5 = await createOrder(tx, { vendorId: stationer.id, orderDate: day(-50), lines: [{ description: 'دفاتر عقود مطبوعة', quantity: '20', unitPrice: '3.250', vatRate: '0' }] }, who);
    await orderAction(tx, po5.id, 'cancel', { date: day(-48) }, who);
    const s1 = await bill(stationer.id, day(-12), [{ description: 'ورق طباعة وأحبار', quantity: '1', unitPrice: '46.750', vatRate: '0', accountId: acc('5208') }], 'EL-3391');
    await pay(stationer.id, day(-12), 'cash', [{ billId: s1.id, amount: '46.750' }], 'CASH-12');
  } finally {
    await tx.execute(sql`reset role`);
  }
}
