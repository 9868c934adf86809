// Demo notifications (issue 17): a few per company, addressed the way notify() addresses them
// (everyone, a role, a permission), at fixed offsets from the seed's clock so the panel shows a
// stable, realistic mix: a high 'error', a warning, an info and a success.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companies, profiles, userRoles } from '../../../server/db/schema';
import { localDate } from '../../../core/attendance';
import { runVehicleAlerts } from '../../maintenance/server';
import { runDocumentExpiry } from './document-expiry';
import { userNotifications, type NotificationType } from './tables';

const HOUR = 3_600_000;

type Demo = {
  to: 'all' | 'company_admin' | 'fleet' | 'finance';
  type: NotificationType;
  hoursAgo: number;
  titleAr: string;
  title: string;
  messageAr: string;
  message: string;
  link: string | null;
};

const RENTAL: Demo[] = [
  { to: 'all', type: 'info', hoursAgo: 72, titleAr: 'مرحباً بك في مركز التنبيهات', title: 'Welcome to the alerts center', messageAr: 'تصلك هنا تنبيهات المركبات والعقود والمدفوعات والإشعارات الموجهة إليك.', message: 'Vehicle, contract and payment alerts and the notifications meant for you arrive here.', link: null },
  { to: 'company_admin', type: 'success', hoursAgo: 30, titleAr: 'اكتمل إقفال الشهر', title: 'Month closed', messageAr: 'تم ترحيل جميع قيود الشهر الماضي إلى دفتر الأستاذ.', message: "All of last month's entries are posted to the ledger.", link: null },
  { to: 'fleet', type: 'warning', hoursAgo: 20, titleAr: 'مخالفات مرورية بانتظار المراجعة', title: 'Traffic fines waiting for review', messageAr: 'مخالفات مستوردة لم تُربط بعقد أو سائق بعد.', message: 'Imported fines not yet matched to a contract or driver.', link: '/fleet/traffic-violations' },
  { to: 'finance', type: 'error', hoursAgo: 5, titleAr: 'ارتداد دفعة شيك', title: 'A cheque payment bounced', messageAr: 'ارتدت دفعة شيك لأحد العملاء، وأُعيد فتح الفاتورة المرتبطة بها.', message: "A customer's cheque bounced and its invoice is open again.", link: '/finance/payments' },
];

const REAL_ESTATE: Demo[] = [
  { to: 'all', type: 'info', hoursAgo: 72, titleAr: 'مرحباً بك في مركز التنبيهات', title: 'Welcome to the alerts center', messageAr: 'تصلك هنا تنبيهات العقود والمدفوعات والإشعارات الموجهة إليك.', message: 'Contract and payment alerts and the notifications meant for you arrive here.', link: null },
  { to: 'finance', type: 'warning', hoursAgo: 8, titleAr: 'إيجارات مستحقة هذا الأسبوع', title: 'Rents due this week', messageAr: 'راجع الإيجارات المستحقة وأرسل التذكيرات للمستأجرين.', message: 'Review the rents due and send the tenants their reminders.', link: null },
];

const ROLES_OF: Record<Demo['to'], readonly string[] | null> = {
  all: null,
  company_admin: ['company_admin'],
  fleet: ['company_admin', 'fleet_manager', 'manager'],
  finance: ['company_admin', 'accountant'],
};

export async function seedAlertsDemo(tx: Tx, ctx: { companyId: string; businessType: string; now?: Date }) {
  const plan = ctx.businessType === 'car_rental' ? RENTAL : ctx.businessType === 'real_estate' ? REAL_ESTATE : [];
  if (!plan.length) return;
  const clock = ctx.now ?? new Date();
  const now = clock.getTime();
  const [company] = await tx.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, ctx.companyId));
  const timezone = company?.timezone ?? 'Asia/Kuwait';
  const today = localDate(clock, timezone);
  // What the daily jobs would have written on the seed's day: as the jobs do, under the tenant's
  // row-level security, so each sees this company's records only.
  await tx.execute(sql`set local role app_user`);
  // Vehicle alerts (maintenance's export), then document expiry (papers and leases).
  if (ctx.businessType === 'car_rental') await runVehicleAlerts(tx, { companyId: ctx.companyId, today, timezone });
  await runDocumentExpiry(tx, { companyId: ctx.companyId, today, now: clock });
  await tx.execute(sql`reset role`);
  const members = await tx
    .select({ userId: profiles.userId, role: userRoles.role })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.userId))
    .where(and(isNotNull(profiles.companyId), eq(profiles.companyId, ctx.companyId)))
    .orderBy(profiles.email);
  const rolesOf = new Map<string, string[]>();
  for (const m of members) rolesOf.set(m.userId, [...(rolesOf.get(m.userId) ?? []), m.role]);
  const rows = plan.flatMap((d) =>
    [...rolesOf]
      .filter(([, roles]) => ROLES_OF[d.to]?.some((r) => roles.includes(r)) ?? true)
      .map(([userId]) => ({ companyId: ctx.companyId, userId, notificationType: d.type, title: d.title, titleAr: d.titleAr, message: d.message, messageAr: d.messageAr, link: d.link, createdAt: new Date(now - d.hoursAgo * HOUR), data: { relatedType: 'demo' } })),
  );
  // The demo's history (fines recharged by the fines seed…) notified people long ago: seen already,
  // so the bell opens on this handful rather than on years of backlog.
  await tx.update(userNotifications).set({ isRead: true, readAt: clock }).where(and(eq(userNotifications.companyId, ctx.companyId), eq(userNotifications.isRead, false)));
  if (rows.length) await tx.insert(userNotifications).values(rows);
}
