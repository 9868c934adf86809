// Each source of the alerts center turned into spec §3's unified alert, in the reader's language.
// Stored sources (vehicle alerts, the user's notifications) and the computed smart alerts are read
// through their owning modules' exports; a source the actor may not read is simply absent.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import type { Lang } from '../../../server/http/lang';
import type { CompanyContext } from '../../../server/http/fields';
import { asSeverity, endingContractSeverity, EXPIRING_CONTRACT_DAYS, notificationSeverity, overduePaymentSeverity, rankSmartAlerts, SMART_LIMITS, type UnifiedAlert } from '../../../core/alerts';
import { daysBetween } from '../../../core/leasing';
import { formatMoney, type CurrencyCode } from '../../../core/money';
import { arabicDays, englishDays, messageDate } from '../../../core/i18n/counting';
import { countOpenVehicleAlerts, openVehicleAlerts, urgentWorkOrders } from '../../maintenance/server';
import { overdueInvoices } from '../../billing/server';
import { contractsEndingBy } from '../../contracts/server';
import type { DocumentEntityType } from '../../../core/alerts/documents';
import { countOpenDocumentAlerts } from './sources-documents';
import { userNotifications } from './tables';
import { countOpenBudgetAlerts } from './budgets';

/** What the actor may read, decided once per request by the route (permissions of spec §5). */
export type Reach = {
  vehicles: boolean;
  invoices: boolean;
  contracts: boolean;
  /** Whose document-expiry alerts the actor may see (each kind by its module's read permission). */
  documents: readonly DocumentEntityType[];
  properties: boolean;
  /** Budget alerts (finance.budgets.read). */
  budgets: boolean;
};

const pick = (lang: Lang, ar: string | null | undefined, en: string | null | undefined) => (lang === 'en' ? en || ar : ar || en) ?? '';
const DAY = 86_400_000;

/**
 * The fleet's vehicle alerts the bell shows. Registration and insurance expiries are also
 * document-expiry alerts (one per document, its days kept current, 'expired' after the date):
 * whoever sees those gets only the service-due vehicle alerts here, not the same paper twice.
 */
const vehicleKinds = (reach: Reach) => (reach.documents.includes('vehicle') ? (['service_due'] as const) : undefined);

export async function vehicleAlertItems(tx: Tx, reach: Reach, lang: Lang, limit = 50): Promise<UnifiedAlert[]> {
  const rows = await openVehicleAlerts(tx, { onlyOpen: true, limit, kinds: vehicleKinds(reach) });
  return rows.map((r) => ({
    id: r.id,
    type: 'vehicle',
    severity: asSeverity(r.priority),
    title: pick(lang, r.alertTitleAr, r.alertTitle),
    message: pick(lang, r.alertMessageAr, r.alertMessage),
    createdAt: r.createdAt.toISOString(),
    data: { source: 'vehicle_alert', alertType: r.alertType, vehicleId: r.vehicleId, dueDate: r.dueDate, acknowledgeable: true },
    link: `/fleet/vehicles/${r.vehicleId}`,
  }));
}

/** The user's unread notifications, newest first (spec §7). */
export async function notificationItems(tx: Tx, userId: string, lang: Lang, limit = 50): Promise<UnifiedAlert[]> {
  const rows = await tx
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false)))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    type: 'notification',
    severity: notificationSeverity(r.notificationType),
    title: pick(lang, r.titleAr, r.title),
    message: pick(lang, r.messageAr, r.message),
    createdAt: r.createdAt.toISOString(),
    data: { ...r.data, source: 'notification', notificationType: r.notificationType, readable: true },
    link: r.link,
  }));
}

/** Spec §3/§9 smart alerts: urgent maintenance, overdue payments, contracts ending within 7 days. */
export async function smartItems(tx: Tx, reach: Reach, ctx: CompanyContext, lang: Lang, now: Date): Promise<UnifiedAlert[]> {
  const en = lang === 'en';
  // One after another: a transaction is one connection.
  const orders = reach.vehicles ? await urgentWorkOrders(tx, SMART_LIMITS.maintenance) : [];
  const overdue = reach.invoices ? await overdueInvoices(tx, ctx.today, SMART_LIMITS.payments) : [];
  const ending = reach.contracts ? await contractsEndingBy(tx, new Date(now.getTime() + EXPIRING_CONTRACT_DAYS * DAY), SMART_LIMITS.contracts) : [];
  const items: UnifiedAlert[] = [
    ...orders.map((o): UnifiedAlert => ({
      id: `maintenance:${o.id}`,
      type: 'smart',
      severity: 'high',
      title: en ? `Urgent maintenance: ${o.plateNumber}` : `صيانة عاجلة: ${o.plateNumber}`,
      message: en ? `Work order ${o.maintenanceNumber} is ${o.status === 'pending' ? 'waiting' : 'in the workshop'}` : `أمر الصيانة ${o.maintenanceNumber} ${o.status === 'pending' ? 'بانتظار التنفيذ' : 'قيد التنفيذ في الورشة'}`,
      createdAt: o.createdAt.toISOString(),
      data: { source: 'maintenance', workOrderId: o.id, vehicleId: o.vehicleId, priority: o.priority },
      link: `/fleet/vehicles/${o.vehicleId}`,
    })),
    ...overdue.map((p): UnifiedAlert => {
      const days = daysBetween(p.dueDate, ctx.today);
      const amount = formatMoney(p.balance, p.currency as CurrencyCode, en ? { locale: 'en', display: 'code' } : {});
      const who = pick(lang, p.customerNameAr, p.customerNameEn);
      return {
        id: `payment:${p.id}`,
        type: 'smart',
        severity: overduePaymentSeverity(days),
        title: en ? `Overdue payment: ${p.invoiceNumber}` : `دفعة متأخرة: ${p.invoiceNumber}`,
        message: en ? `${amount} from ${who}, ${englishDays(days)} past due (${messageDate(p.dueDate)})` : `${amount} على ${who}، متأخرة ${arabicDays(days, false)} (استحقاق ${messageDate(p.dueDate)})`,
        createdAt: p.createdAt.toISOString(),
        data: { source: 'payment', invoiceId: p.id, contractId: p.contractId, daysOverdue: days, amount: p.balance, dueDate: p.dueDate },
        link: `/finance/invoices/${p.id}`,
      };
    }),
    ...ending.map((k): UnifiedAlert => {
      // Negative: the car is already late back (still on the road past its planned return).
      const days = Math.ceil((k.plannedEndAt.getTime() - now.getTime()) / DAY);
      const who = pick(lang, k.customerNameAr, k.customerNameEn);
      return {
        id: `contract:${k.id}`,
        type: 'smart',
        severity: endingContractSeverity(days),
        title: en ? `Contract ending: ${k.contractNumber}` : `عقد ينتهي قريباً: ${k.contractNumber}`,
        message: en
          ? `${who} returns ${k.plateNumber} ${days < 0 ? `(${englishDays(-days)} late)` : days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${englishDays(days)}`}`
          : `يعيد ${who} المركبة ${k.plateNumber} ${days < 0 ? `(متأخر ${arabicDays(-days, false)})` : days === 0 ? 'اليوم' : days === 1 ? 'غداً' : `خلال ${arabicDays(days, true)}`}`,
        createdAt: k.plannedEndAt.toISOString(),
        data: { source: 'contract', contractId: k.id, vehicleId: k.vehicleId, daysRemaining: days, plannedEndAt: k.plannedEndAt.toISOString() },
        link: `/contracts/${k.id}`,
      };
    }),
  ];
  return rankSmartAlerts(items);
}

/** Head-only counts for the badge (spec §7): open vehicle and document alerts and the user's unread notifications. */
export async function openCounts(tx: Tx, userId: string, reach: Reach) {
  const vehicle = reach.vehicles ? await countOpenVehicleAlerts(tx, vehicleKinds(reach)) : 0;
  const [unread] = await tx.select({ n: count() }).from(userNotifications).where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false)));
  const document = await countOpenDocumentAlerts(tx, reach);
  const budget = await countOpenBudgetAlerts(tx, reach);
  const notification = unread?.n ?? 0;
  return { budget, vehicle, notification, document, total: budget + vehicle + notification + document };
}
