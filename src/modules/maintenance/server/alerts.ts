// Vehicle alerts (spec §3 vehicle_alerts): service due, registration expiry and insurance expiry,
// written by the daily job at 30, 7 and 0 days before the date, once per vehicle, kind, due date
// and step (unique index; a second run the same day writes nothing). The alerts center reads them
// through openVehicleAlerts / acknowledgeVehicleAlert.
import { messageDate } from '../../../core/i18n/counting';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { notFound } from '../../../server/http/errors';
import { alertStep } from '../../../core/fleet';
import { vehicles } from '../../fleet/server/service';
import { dueList } from './plans';
import { vehicleAlerts, vehicleMaintenance } from './tables';

export type Kind = 'service_due' | 'registration_expiry' | 'insurance_expiry';
type Step = 0 | 7 | 30;

const PRIORITY: Record<Step, 'medium' | 'high' | 'critical'> = { 30: 'medium', 7: 'high', 0: 'critical' };

function texts(kind: Kind, plate: string, isoDue: string, step: Step, what?: string) {
  // Slashed, as the screens write dates: an ISO date breaks at its hyphens in an Arabic line.
  const dueDate = messageDate(isoDue);
  const when = step === 0 ? { ar: `منذ ${dueDate}`, en: `since ${dueDate}` } : { ar: `في ${dueDate}`, en: `on ${dueDate}` };
  if (kind === 'service_due')
    return {
      alertTitleAr: step === 0 ? `صيانة متأخرة: ${plate}` : `صيانة مستحقة قريباً: ${plate}`,
      alertTitle: step === 0 ? `Service overdue: ${plate}` : `Service due soon: ${plate}`,
      alertMessageAr: `${what ?? 'الصيانة الدورية'} للمركبة ${plate} مستحقة ${when.ar}`,
      alertMessage: `${what ?? 'Preventive service'} of ${plate} is due ${when.en}`,
    };
  const doc = kind === 'registration_expiry' ? { ar: 'تسجيل (استمارة)', en: 'registration' } : { ar: 'تأمين', en: 'insurance' };
  return {
    alertTitleAr: step === 0 ? `انتهى ${doc.ar} المركبة ${plate}` : `${doc.ar} المركبة ${plate} ينتهي قريباً`,
    alertTitle: step === 0 ? `The ${doc.en} of ${plate} has expired` : `The ${doc.en} of ${plate} expires soon`,
    alertMessageAr: step === 0 ? `انتهى ${doc.ar} المركبة ${plate} في ${dueDate}` : `ينتهي ${doc.ar} المركبة ${plate} في ${dueDate}`,
    alertMessage: step === 0 ? `The ${doc.en} of ${plate} expired on ${dueDate}` : `The ${doc.en} of ${plate} expires on ${dueDate}`,
  };
}

/** One company's alerts for `today`; returns how many were written (0 on a second run). */
export async function runVehicleAlerts(tx: Tx, opts: { companyId: string; today: string; timezone: string }): Promise<number> {
  const rows: Array<typeof vehicleAlerts.$inferInsert> = [];
  const add = (vehicleId: string, kind: Kind, dueDate: string, step: Step, plate: string, what?: string) =>
    rows.push({ companyId: opts.companyId, vehicleId, alertType: kind, dueDate, daysBefore: step, priority: PRIORITY[step], ...texts(kind, plate, dueDate, step, what) });

  const fleet = await tx.select({ id: vehicles.id, plateNumber: vehicles.plateNumber, status: vehicles.status, registrationExpiry: vehicles.registrationExpiry, insuranceExpiry: vehicles.insuranceExpiry }).from(vehicles);
  for (const v of fleet) {
    if (v.status === 'stolen' || v.status === 'out_of_service') continue;
    for (const [kind, date] of [['registration_expiry', v.registrationExpiry], ['insurance_expiry', v.insuranceExpiry]] as const) {
      if (!date) continue;
      const step = alertStep(date, opts.today);
      if (step !== null) add(v.id, kind, date, step, v.plateNumber);
    }
  }
  for (const d of await dueList(tx, opts.today, opts.timezone, { withOk: false })) {
    // A plan by kilometres has no date: its cycle is named by the last service's date, and it
    // alerts at "30" when within the kilometre window and at "0" once past the reading.
    const dateStep = d.dueDate ? alertStep(d.dueDate, opts.today) : null;
    const kmStep: Step | null = d.kmLeft === null ? null : d.kmLeft < 0 ? 0 : 30;
    const step = ([dateStep, kmStep].filter((s) => s !== null) as Step[]).sort((a, b) => a - b)[0];
    if (step === undefined) continue;
    add(d.vehicleId, 'service_due', d.dueDate ?? d.lastServiceDate, step, d.plateNumber, d.planName);
  }
  if (!rows.length) return 0;
  const written = await tx.insert(vehicleAlerts).values(rows).onConflictDoNothing().returning({ id: vehicleAlerts.id });
  return written.length;
}

/** The alerts center's read: unacknowledged alerts first, newest first. */
/** `kinds`: only these alert types (the bell leaves the paper expiries to the document-expiry alerts). */
export function openVehicleAlerts(tx: Tx, opts: { onlyOpen?: boolean; limit?: number; kinds?: readonly Kind[] } = {}) {
  return tx
    .select()
    .from(vehicleAlerts)
    .where(and(opts.onlyOpen ? eq(vehicleAlerts.isAcknowledged, false) : undefined, opts.kinds ? inArray(vehicleAlerts.alertType, [...opts.kinds]) : undefined))
    .orderBy(vehicleAlerts.isAcknowledged, desc(vehicleAlerts.createdAt), desc(vehicleAlerts.dueDate), vehicleAlerts.id)
    .limit(opts.limit ?? 50);
}

export async function acknowledgeVehicleAlert(tx: Tx, id: string, now: Date) {
  const [row] = await tx
    .update(vehicleAlerts)
    .set({ isAcknowledged: true, acknowledgedAt: sql`coalesce(${vehicleAlerts.acknowledgedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(vehicleAlerts.id, id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Head-only count of the company's unacknowledged alerts (the bell's badge). */
export async function countOpenVehicleAlerts(tx: Tx, kinds?: readonly Kind[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(vehicleAlerts)
    .where(and(eq(vehicleAlerts.isAcknowledged, false), kinds ? inArray(vehicleAlerts.alertType, [...kinds]) : undefined));
  return row?.n ?? 0;
}

/** 'Confirm all' (spec §4): every open alert of the company, acknowledged now; returns how many. */
export async function acknowledgeAllVehicleAlerts(tx: Tx, now: Date): Promise<number> {
  const rows = await tx.update(vehicleAlerts).set({ isAcknowledged: true, acknowledgedAt: now }).where(eq(vehicleAlerts.isAcknowledged, false)).returning({ id: vehicleAlerts.id });
  return rows.length;
}

/** Smart alerts (spec §7): open work orders of priority urgent or high, soonest first. */
export function urgentWorkOrders(tx: Tx, limit: number) {
  return tx
    .select({ id: vehicleMaintenance.id, maintenanceNumber: vehicleMaintenance.maintenanceNumber, priority: vehicleMaintenance.priority, status: vehicleMaintenance.status, scheduledAt: vehicleMaintenance.scheduledAt, createdAt: vehicleMaintenance.createdAt, vehicleId: vehicleMaintenance.vehicleId, plateNumber: vehicles.plateNumber, estimatedCost: vehicleMaintenance.estimatedCost })
    .from(vehicleMaintenance)
    .innerJoin(vehicles, eq(vehicles.id, vehicleMaintenance.vehicleId))
    .where(and(inArray(vehicleMaintenance.priority, ['urgent', 'high']), inArray(vehicleMaintenance.status, ['pending', 'in_progress'])))
    .orderBy(vehicleMaintenance.scheduledAt, vehicleMaintenance.id)
    .limit(limit);
}
