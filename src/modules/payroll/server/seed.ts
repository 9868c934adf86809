// Demo payroll of the car-rental company (issue 19): every employee's salary structure (the HR
// record's basic, its allowances as housing) from January 2024, half of them Kuwaiti (social
// insurance), a raise two months ago for one, a loan repaid from last month for another, the month
// before last approved and paid (its ledger entries), a workshop technician who resigned at that
// month's end (his final settlement recorded, awaiting payment), and last month's run calculated
// (awaiting review and approval) with a correction of the paid month and a one-off charge, made through the service under row-level security. Deterministic: dates count from the seed's clock, staff by employee number.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { localDate } from '../../../core/attendance';
import { addMonthsToMonth, monthEnd } from '../../../core/assets';
import { addMonths } from '../../../core/leasing';
import { resolveCurrency } from '../../../core/money';
import { addStructure, createLoan, setProfile } from './pay-service';
import { approveRun, countryOf, createRun, markRunPaid, type PayrollWho } from './runs';
import { loanInput, profileInput, structureInput } from './schemas';
import { recordSettlement, settlementInput } from './settlements';
import { addAdjustment, adjustmentInput } from './adjustments';

export async function seedPayrollDemo(tx: Tx, ctx: { companyId: string; businessType: string; now?: Date }) {
  if (ctx.businessType !== 'car_rental') return;
  const [company] = await queryRows<{ timezone: string; currency: string; country: string | null; workWeek: number[]; userId: string | null }>(
    tx,
    sql`select c.timezone, c.currency, c.country, c.work_week as "workWeek", (select r.user_id from user_roles r where r.company_id = c.id and r.role in ('accountant','company_admin') order by r.role = 'accountant' desc, r.user_id limit 1) as "userId" from companies c where c.id = ${ctx.companyId}`,
  );
  const staff = await queryRows<{ id: string; basic: string; allowances: string; firstName: string; userId: string | null }>(
    tx,
    sql`select id, basic_salary as basic, allowances, first_name as "firstName", user_id as "userId" from employees where company_id = ${ctx.companyId} order by employee_number`,
  );
  if (!company || staff.length < 4) return;
  const today = localDate(ctx.now ?? new Date(), company.timezone);
  const who: PayrollWho = { companyId: ctx.companyId, userId: company.userId, today, currency: resolveCurrency(company.currency), country: countryOf(company.country), workWeek: company.workWeek };
  const lastMonth = addMonthsToMonth(today.slice(0, 7), -1);
  if (who.userId) await tx.execute(sql`select set_config('app.user_id', ${who.userId}, true)`);
  await tx.execute(sql`set local role app_user`);
  try {
    for (const [i, e] of staff.entries()) {
      // The demo users' own employee records (made with their accounts) carry no salary: payroll gives them one.
      const basic = Number(e.basic) > 0 ? e.basic : (650 + 75 * (i % 6)).toFixed(3);
      const housing = Number(e.basic) > 0 ? e.allowances : '150.000';
      await addStructure(tx, e.id, structureInput.parse({ effectiveFrom: '2024-01-01', basic, housing, reason: 'هيكل الراتب عند بدء العمل بالنظام' }), who);
      const national = i % 2 === 1;
      await setProfile(tx, e.id, profileInput.parse({ nationality: national ? 'KW' : null, paymentMethod: i % 7 === 6 ? 'cash' : 'bank_transfer', wpsPersonId: national ? `PIFSS-${String(41_000 + i * 37)}` : null }), who);
    }
    const raised = staff.at(-1)!;
    await addStructure(tx, raised.id, structureInput.parse({ effectiveFrom: `${addMonths(today, -2).slice(0, 7)}-01`, basic: (Math.max(Number(raised.basic), 650) + 50).toFixed(3), housing: raised.allowances, transport: '25', reason: 'علاوة سنوية وبدل مواصلات' }), who);
    // The month before last: approved and paid on its last day (posted to the ledger).
    const before = addMonthsToMonth(lastMonth, -1);
    const paid = await createRun(tx, before, who);
    await approveRun(tx, paid.id, who);
    await markRunPaid(tx, paid.id, monthEnd(before), who);
    // Rashid resigned on the paid month's last day: the run paid his month, the settlement holds
    // his gratuity (half, on resignation) and unused leave; he has no account to take away.
    const leaver = staff.find((e) => e.firstName === 'Rashid' && !e.userId);
    if (leaver) await recordSettlement(tx, settlementInput.parse({ employeeId: leaver.id, reason: 'resignation', lastDay: monthEnd(before), notes: 'استقالة بإشعار شهر' }), who);
    await createLoan(tx, loanInput.parse({ employeeId: staff.at(-2)!.id, kind: 'advance', amount: '300', instalment: '50', firstMonth: lastMonth, grantedOn: `${lastMonth}-01`, reason: 'سلفة على الراتب' }), who);
    // Last month's one-offs: overtime the paid month missed, made good as a correction, and a charge.
    const byName = (name: string) => staff.find((e) => e.firstName === name && !e.userId);
    const bader = byName('Bader');
    const dana = byName('Dana');
    if (bader) await addAdjustment(tx, adjustmentInput.parse({ employeeId: bader.id, kind: 'addition', month: lastMonth, labelAr: 'ساعات إضافية', labelEn: 'Overtime', amount: '42.5', correctsMonth: before, reason: 'ساعات يومي جمعة لم تُحتسب' }), who);
    if (dana) await addAdjustment(tx, adjustmentInput.parse({ employeeId: dana.id, kind: 'deduction', month: lastMonth, labelAr: 'تلف مفتاح سيارة', labelEn: 'Damaged car key', amount: '15' }), who);
    await createRun(tx, lastMonth, who);
  } finally {
    await tx.execute(sql`reset role`);
  }
}
