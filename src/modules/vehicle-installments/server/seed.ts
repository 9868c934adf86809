// Demo financing of the car-rental company (issue 16): two agreements made through the service
// as its fleet manager under row-level security, so their schedules, payments and postings are
// what a user would have made. Deterministic: dates count from the seed's clock (`now`), the
// vehicles are the first by plate. One agreement is paid up to date; the other misses last month.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { localDate } from '../../../core/attendance';
import { addMonths } from '../../../core/leasing';
import { addMoney, resolveCurrency } from '../../../core/money';
import { activateAgreement, createAgreement, instalmentsOf, recordFinancingPayment, type Who } from './service';

export async function seedFinancingDemo(tx: Tx, ctx: { companyId: string; businessType: string; scale?: number; now?: Date }) {
  if (ctx.businessType !== 'car_rental') return;
  const [company] = await queryRows<{ timezone: string; currency: string; userId: string | null }>(
    tx,
    sql`select c.timezone, c.currency, coalesce((select r.user_id from user_roles r where r.company_id = c.id and r.role = 'fleet_manager' order by r.user_id limit 1), (select r.user_id from user_roles r where r.company_id = c.id and r.role = 'company_admin' order by r.user_id limit 1)) as "userId" from companies c where c.id = ${ctx.companyId}`,
  );
  const vehicleIds = (await queryRows<{ id: string }>(tx, sql`select id from vehicles where company_id = ${ctx.companyId} order by plate_number, id limit 3`)).map((v) => v.id);
  if (!company || vehicleIds.length < 3) return;
  const today = localDate(ctx.now ?? new Date(), company.timezone);
  const who: Who = { companyId: ctx.companyId, userId: company.userId, today, currency: resolveCurrency(company.currency) };
  if (who.userId) await tx.execute(sql`select set_config('app.user_id', ${who.userId}, true)`);
  await tx.execute(sql`set local role app_user`);
  try {
    // A bank loan on two cars, three instalments paid on their days, the fourth due today.
    const bankStart = addMonths(today, -3);
    const bank = await createAgreement(tx, { vendorName: 'بنك الخليج - تمويل السيارات', vendorContact: '+965 1805 805', vehicleIds: vehicleIds.slice(0, 2), total: '18400', downPayment: '3400', downPaymentMethod: 'bank_transfer', instalmentCount: 36, annualRate: '4.5', startDate: bankStart, notes: 'تمويل سيارتين للأسطول' }, who);
    await activateAgreement(tx, bank.id, { date: addMonths(bankStart, -1) }, who);
    await payInstalments(tx, bank.id, 3, who, 'bank_transfer');
    // A dealer's instalment plan on one car: the first paid, last month's missed (overdue).
    const dealerStart = addMonths(today, -2);
    const dealer = await createAgreement(tx, { vendorName: 'الوكالة الوطنية للسيارات', vendorContact: 'قسم التقسيط 2245 6600', vehicleIds: vehicleIds.slice(2, 3), total: '7950', downPayment: '1950', downPaymentMethod: 'cheque', instalmentCount: 24, annualRate: '3.25', startDate: dealerStart }, who);
    await activateAgreement(tx, dealer.id, { date: addMonths(dealerStart, -1) }, who);
    await payInstalments(tx, dealer.id, 1, who, 'cheque');
  } finally {
    await tx.execute(sql`reset role`);
  }
}

/** Pays the first `n` instalments in full, each on its due date. */
async function payInstalments(tx: Tx, agreementId: string, n: number, who: Who, method: 'bank_transfer' | 'cheque') {
  const rows = await instalmentsOf(tx, agreementId);
  for (const row of rows.slice(0, n)) {
    await recordFinancingPayment(tx, agreementId, { amount: addMoney(row.principal, row.interest), method, paidOn: row.dueDate, reference: `TRX-${row.sequence}` }, { ...who, today: row.dueDate });
  }
}
