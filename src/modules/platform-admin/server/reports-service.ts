// The super admin's dashboard and reports: companies by type and status, trials ending, active
// users, tickets waiting; sign-ups and revenue by month, usage by company; also as Excel.
import ExcelJS from 'exceljs';
import { and, asc, count, countDistinct, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { queryRows } from '../../../server/db/client';
import { companies, systemLogs, users } from '../../../server/db/schema';
import { usageByCompany } from '../../subscriptions/server/service';
import { subscriptions } from '../../subscriptions/server/tables';
import { supportTickets } from '../../support/server/tables';

const DAY = 86_400_000;
/** Tickets the platform team has to act on (a customer waits for them). */
const WAITING_FOR_TEAM = ['open', 'in_progress'];

export async function dashboard(db: Database, now = new Date()) {
  const byType = await db.select({ key: companies.businessType, count: count() }).from(companies).groupBy(companies.businessType).orderBy(asc(companies.businessType));
  const byStatus = await db.select({ key: companies.subscriptionStatus, count: count() }).from(companies).groupBy(companies.subscriptionStatus).orderBy(asc(companies.subscriptionStatus));
  const trialsEnding = await db
    .select({ id: companies.id, name: companies.name, nameAr: companies.nameAr, trialEndsAt: companies.trialEndsAt })
    .from(companies)
    .where(and(eq(companies.subscriptionStatus, 'trial'), gte(companies.trialEndsAt, now), lte(companies.trialEndsAt, new Date(now.getTime() + 7 * DAY))))
    .orderBy(asc(companies.trialEndsAt));
  const [usersTotal] = await db.select({ n: count() }).from(users);
  const [activeUsers] = await db
    .select({ n: countDistinct(systemLogs.userId) })
    .from(systemLogs)
    .where(and(eq(systemLogs.action, 'login'), gte(systemLogs.createdAt, new Date(now.getTime() - 30 * DAY))));
  const waiting = await db
    .select({ id: supportTickets.id, ticketNumber: supportTickets.ticketNumber, title: supportTickets.title, priority: supportTickets.priority, status: supportTickets.status, createdAt: supportTickets.createdAt, companyId: supportTickets.companyId })
    .from(supportTickets)
    .where(inArray(supportTickets.status, WAITING_FOR_TEAM))
    .orderBy(asc(supportTickets.createdAt));
  return {
    companiesTotal: byType.reduce((sum, r) => sum + r.count, 0),
    companiesByType: byType,
    companiesByStatus: byStatus,
    trialsEndingThisWeek: trialsEnding,
    usersTotal: usersTotal?.n ?? 0,
    activeUsers30d: activeUsers?.n ?? 0,
    ticketsWaiting: waiting.length,
    oldestWaitingTickets: waiting.slice(0, 5),
  };
}

/** The last `months` calendar months (UTC), oldest first, as 'YYYY-MM'. */
export function lastMonths(months: number, now = new Date()): string[] {
  return Array.from({ length: months }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1)).toISOString().slice(0, 7));
}

export async function reports(db: Database, months: number, now = new Date()) {
  const range = lastMonths(months, now);
  const from = new Date(`${range[0]}-01T00:00:00Z`);
  const signups = await queryRows<{ month: string; n: number }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n from ${companies} where created_at >= ${from.toISOString()} group by 1`,
  );
  // Exact sums in numeric, per currency (amounts in different currencies are never added up).
  const revenue = await queryRows<{ month: string; currency: string; amount: string }>(
    db,
    sql`select to_char(coalesce(paid_at, period_start::timestamptz) at time zone 'UTC', 'YYYY-MM') as month, currency, sum(amount)::text as amount
        from ${subscriptions} where status = 'paid' and coalesce(paid_at, period_start::timestamptz) >= ${from.toISOString()} group by 1, 2 order by 2`,
  );
  const signupsByMonth = range.map((month) => ({ month, count: Number(signups.find((s) => s.month === month)?.n ?? 0) }));
  const currencies = [...new Set(revenue.map((r) => r.currency))];
  const revenueByMonth = range.map((month) => ({
    month,
    amounts: Object.fromEntries(currencies.map((c) => [c, revenue.find((r) => r.month === month && r.currency === c)?.amount ?? '0'])),
  }));

  const list = await db.select({ id: companies.id, name: companies.name, nameAr: companies.nameAr, plan: companies.subscriptionPlan, status: companies.subscriptionStatus, currency: companies.currency }).from(companies).orderBy(asc(companies.name));
  const usage = await usageByCompany(db);
  const tickets = await db.select({ companyId: supportTickets.companyId, n: count() }).from(supportTickets).groupBy(supportTickets.companyId);
  const usageByCompanyRows = list.map((c) => ({
    ...c,
    ...(usage.get(c.id) ?? { users: 0, vehicles: 0, customers: 0, contracts: 0 }),
    tickets: tickets.find((t) => t.companyId === c.id)?.n ?? 0,
  }));
  return { months: range, currencies, signupsByMonth, revenueByMonth, usageByCompany: usageByCompanyRows };
}

type Report = Awaited<ReturnType<typeof reports>>;

export async function reportsWorkbook(report: Report, lang: 'ar' | 'en'): Promise<Buffer> {
  const ar = lang === 'ar';
  const wb = new ExcelJS.Workbook();
  const sheet = (name: string) => wb.addWorksheet(name, { views: [{ rightToLeft: ar, state: 'frozen', ySplit: 1 }] });

  const signups = sheet(ar ? 'التسجيلات' : 'Sign-ups');
  signups.columns = [
    { header: ar ? 'الشهر' : 'Month', key: 'month', width: 12 },
    { header: ar ? 'شركات جديدة' : 'New companies', key: 'count', width: 16 },
  ];
  for (const row of report.signupsByMonth) signups.addRow(row);

  const revenue = sheet(ar ? 'الإيرادات' : 'Revenue');
  revenue.columns = [{ header: ar ? 'الشهر' : 'Month', key: 'month', width: 12 }, ...report.currencies.map((c) => ({ header: c, key: c, width: 16 }))];
  // Numbers stay exact: written as the decimal string's value with the currency's format.
  for (const row of report.revenueByMonth) revenue.addRow({ month: row.month, ...Object.fromEntries(Object.entries(row.amounts).map(([c, a]) => [c, Number(a)])) });

  const usage = sheet(ar ? 'الاستخدام' : 'Usage');
  usage.columns = [
    { header: ar ? 'الشركة' : 'Company', key: 'name', width: 32 },
    { header: ar ? 'الخطة' : 'Plan', key: 'plan', width: 14 },
    { header: ar ? 'الحالة' : 'Status', key: 'status', width: 12 },
    { header: ar ? 'المستخدمون' : 'Users', key: 'users', width: 12 },
    { header: ar ? 'المركبات' : 'Vehicles', key: 'vehicles', width: 12 },
    { header: ar ? 'العملاء' : 'Customers', key: 'customers', width: 12 },
    { header: ar ? 'العقود' : 'Contracts', key: 'contracts', width: 12 },
    { header: ar ? 'التذاكر' : 'Tickets', key: 'tickets', width: 12 },
  ];
  for (const row of report.usageByCompany) usage.addRow({ ...row, name: ar ? (row.nameAr ?? row.name) : row.name });
  for (const ws of [signups, revenue, usage]) ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
