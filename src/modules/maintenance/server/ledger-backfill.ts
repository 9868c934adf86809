// Posts the completed work orders that have no ledger entry yet (a company that set up its books
// after it recorded maintenance), through the same event function as the live path; running it
// twice posts once (decision 031). Runs on the platform path: every read names the company.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { localDate } from '../../../core/attendance';
import { postedEvents } from '../../finance/server';
import { vehicles } from '../../fleet/server/service';
import { postMaintenanceCompleted } from './ledger-events';
import { vehicleMaintenance } from './tables';

export async function backfillMaintenanceLedger(tx: Tx, companyId: string, dateFor: (date: string) => Promise<string>): Promise<number> {
  const rows = await tx.select().from(vehicleMaintenance).where(and(eq(vehicleMaintenance.companyId, companyId), eq(vehicleMaintenance.status, 'completed')));
  if (!rows.length) return 0;
  const posted = await postedEvents(tx, companyId, 'vehicle_maintenance');
  const todo = rows.filter((r) => !posted.has(`${r.id}:completed`));
  if (!todo.length) return 0;
  const [company] = await tx.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  const plates = new Map(
    (await tx.select({ id: vehicles.id, plate: vehicles.plateNumber }).from(vehicles).where(and(eq(vehicles.companyId, companyId), inArray(vehicles.id, [...new Set(todo.map((r) => r.vehicleId))])))).map((v) => [v.id, v.plate]),
  );
  let count = 0;
  for (const order of todo) {
    const day = localDate(order.completedAt ?? order.updatedAt, company?.timezone ?? 'Asia/Kuwait');
    const entry = await postMaintenanceCompleted(tx, order, { date: await dateFor(day), userId: null, plate: plates.get(order.vehicleId) ?? '' });
    if (!entry) continue;
    await tx.update(vehicleMaintenance).set({ journalEntryId: entry.id }).where(eq(vehicleMaintenance.id, order.id));
    count++;
  }
  return count;
}
