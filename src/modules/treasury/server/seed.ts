// Demo treasury of both demo companies (issue 18): a cash box and a bank account tied to the
// chart's main cash box and current account, a few receipts, disbursements and a transfer, and
// one imported bank statement, partly reconciled (one line matched, one suggested, a bank charge
// and an unrecorded deposit left to the user). Made through the services as the company's
// accountant under row-level security; dates count back from the seed's clock (`now`).
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { localDate } from '../../../core/attendance';
import { addMonths } from '../../../core/leasing';
import { resolveCurrency } from '../../../core/money';
import { accountLines, mappedAccount, postingAccounts } from '../../finance/server';
import { confirmMatches, importStatement } from './reconcile';
import { createTreasuryAccount, recordMovement, type Who } from './service';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedTreasuryDemo(tx: Tx, ctx: { companyId: string; businessType: string; scale?: number; now?: Date }) {
  if (ctx.businessType !== 'car_rental' && ctx.businessType !== 'real_estate') return;
  const [company] = await queryRows<{ timezone: string; currency: string; userId: string | null }>(
    tx,
    sql`select c.timezone, c.currency, coalesce((select r.user_id from user_roles r where r.company_id = c.id and r.role = 'accountant' order by r.user_id limit 1), (select r.user_id from user_roles r where r.company_id = c.id and r.role = 'company_admin' order by r.user_id limit 1)) as "userId" from companies c where c.id = ${ctx.companyId}`,
  );
  if (!company) return;
  const today = localDate(ctx.now ?? new Date(), company.timezone);
  const who: Who = { companyId: ctx.companyId, userId: company.userId, today, currency: resolveCurrency(company.currency) };
  if (who.userId) await tx.execute(sql`select set_config('app.user_id', ${who.userId}, true)`);
  await tx.execute(sql`set local role app_user`);
  try {
    const cashLedger = await mappedAccount(tx, ctx.companyId, 'payment_cash');
    const bankLedger = await mappedAccount(tx, ctx.companyId, 'payment_bank_transfer');
    if (!cashLedger || !bankLedger) return;
    const accounts = await postingAccounts(tx, ctx.companyId);
    const rental = ctx.businessType === 'car_rental';
    // Each movement on the account its description names (the base chart's codes), else the first of its type.
    const byCode = (code: string, type: 'expense' | 'revenue') => accounts.find((a) => a.code === code) ?? accounts.find((a) => a.accountType === type)!;
    const expense = byCode(rental ? '5206' : '5211', 'expense');
    const petty = byCode('5208', 'expense');
    const revenue = (await mappedAccount(tx, ctx.companyId, rental ? 'rental_revenue' : 'rent_revenue_commercial')) ?? byCode('4201', 'revenue');
    const opening = addMonths(today, -2);
    const cash = await createTreasuryAccount(tx, { kind: 'cash', nameAr: 'الصندوق الرئيسي', nameEn: 'Main cash box', ledgerAccountId: cashLedger.id, openingBalance: rental ? '1500' : '8000', openingDate: opening }, who);
    const bank = await createTreasuryAccount(
      tx,
      rental
        ? { kind: 'bank', nameAr: 'بنك الكويت الوطني - الحساب الجاري', nameEn: 'National Bank of Kuwait – current account', bankName: 'بنك الكويت الوطني', iban: 'KW81CBKU0000000000001234560101', ledgerAccountId: bankLedger.id, openingBalance: '25000', openingDate: opening }
        : { kind: 'bank', nameAr: 'بنك قطر الوطني - الحساب الجاري', nameEn: 'QNB – current account', bankName: 'بنك قطر الوطني', iban: 'QA58DOHB00001234567890ABCDEFG', ledgerAccountId: bankLedger.id, openingBalance: '180000', openingDate: opening },
      who,
    );
    const k = rental ? 1 : 10;
    const d1 = addDays(today, -20);
    const d2 = addDays(today, -15);
    const d3 = addDays(today, -10);
    const received = await recordMovement(tx, { kind: 'receipt', treasuryAccountId: bank.id, counterAccountId: revenue.id, date: d1, amount: String(1250 * k), description: rental ? 'تحويل من شركة الخليج للتجارة - تأجير شهري' : 'تحويل إيجار مكتب تجاري', reference: 'TRX-55120' }, who);
    await recordMovement(tx, { kind: 'disbursement', treasuryAccountId: bank.id, counterAccountId: expense.id, date: d2, amount: String(480 * k), description: rental ? 'سداد فاتورة الكهرباء والماء' : 'سداد عقد الحراسة', reference: 'CHQ-000412' }, who);
    await recordMovement(tx, { kind: 'transfer', treasuryAccountId: cash.id, toTreasuryAccountId: bank.id, date: d3, amount: String(900 * k), description: 'إيداع نقدية الصندوق في البنك', reference: 'DEP-3301' }, who);
    await recordMovement(tx, { kind: 'disbursement', treasuryAccountId: cash.id, counterAccountId: petty.id, date: addDays(today, -5), amount: String(35 * k), description: 'مصروفات نثرية - قرطاسية' }, who);
    // The bank's statement of those days: the receipt (matched below), the cheque (suggested),
    // the cash deposit (suggested), a bank charge and a customer's deposit the books lack.
    const fmt = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
    const csv = [
      'Date,Description,Reference,Debit,Credit',
      `${fmt(addDays(d1, 1))},Incoming transfer GULF TRADING,TRX-55120,,${1250 * k}`,
      `${fmt(addDays(d2, 2))},Cheque 000412 paid,000412,${480 * k},`,
      `${fmt(d3)},Cash deposit,DEP-3301,,${900 * k}`,
      `${fmt(addDays(d3, 1))},Monthly account fee,FEE-11,${rental ? '2.500' : '25'},`,
      `${fmt(addDays(d3, 3))},Incoming transfer AL NOOR,TRX-55871,,${rental ? '310' : '3100'}`,
    ].join('\n');
    const statement = await importStatement(
      tx,
      bank.id,
      { fileName: 'statement-demo.csv', content: Buffer.from(csv).toString('base64'), mapping: { date: 0, description: 1, reference: 2, debit: 3, credit: 4, headerRow: true, dateOrder: 'dmy' }, openingBalance: rental ? '25000' : '180000' },
      who,
    );
    const [line] = await queryRows<{ id: string }>(tx, sql`select id from bank_statement_lines where statement_id = ${statement.id} and row_number = 2`);
    const ledgerLine = (await accountLines(tx, ctx.companyId, bankLedger.id, { from: d1 })).find((l) => l.entryId === received.journalEntryId);
    if (line && ledgerLine) await confirmMatches(tx, statement.id, [{ statementLineId: line.id, journalLineId: ledgerLine.id }], who);
  } finally {
    await tx.execute(sql`reset role`);
  }
}
