// The alerts center's writes (spec §4, §7): acknowledge a vehicle alert, read a notification,
// and 'confirm all' (the company's vehicle alerts the actor may see, the actor's own unread
// notifications). Other users' notifications are out of reach twice: by the query and by RLS.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { notFound } from '../../../server/http/errors';
import { acknowledgeAllVehicleAlerts, acknowledgeVehicleAlert } from '../../maintenance/server';
import type { Reach } from './sources';
import { acknowledgeAllBudgets } from './budgets';
import { acknowledgeAllDocuments } from './sources-documents';
import { userNotifications } from './tables';

export async function acknowledgeVehicle(tx: Tx, id: string, now: Date) {
  const row = await acknowledgeVehicleAlert(tx, id, now);
  return { id: row.id, acknowledgedAt: row.acknowledgedAt!.toISOString() };
}

export async function markNotificationRead(tx: Tx, userId: string, id: string, now: Date) {
  const [row] = await tx
    .update(userNotifications)
    .set({ isRead: true, readAt: now })
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
    .returning({ id: userNotifications.id, readAt: userNotifications.readAt });
  if (!row) throw notFound();
  return { id: row.id, readAt: row.readAt!.toISOString() };
}

/** Spec §4 'confirm all': returns how many of each were closed. */
export async function confirmAll(tx: Tx, userId: string, reach: Reach, now: Date) {
  const vehicle = reach.vehicles ? await acknowledgeAllVehicleAlerts(tx, now) : 0;
  const read = await tx
    .update(userNotifications)
    .set({ isRead: true, readAt: now })
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false)))
    .returning({ id: userNotifications.id });
  const document = await acknowledgeAllDocuments(tx, userId, reach, now);
  const budget = await acknowledgeAllBudgets(tx, userId, reach, now);
  return { budget, vehicle, notification: read.length, document };
}
