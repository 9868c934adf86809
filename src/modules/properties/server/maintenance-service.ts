// Maintenance requests: numbering, who may pay, the moves open → assigned → in progress →
// completed / cancelled, a blocking request holding a vacant property in 'maintenance', and the
// money at completion (ledger-events.ts; the tenant's share is a billing invoice).
import { eq } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import { localDate } from '../../../core/attendance';
import { nextMaintenanceStatus, type MaintenanceAction, type MaintenanceStatus } from '../../../core/leasing';
import { compareMoney, toMoney, type CurrencyCode } from '../../../core/money';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { createInvoice } from '../../billing/server';
import { leasesOfProperties } from '../../property-contracts/server';
import { refreshBuildingStatus } from './building-status';
import { postMaintenanceCompleted } from './ledger-events';
import type { assignInput, cancelInput, completeInput, maintenanceInput, maintenancePatch } from './maintenance-schemas';
import { blockingRequest } from './service';
import { properties, propertyMaintenance } from './tables';

type Ctx = { companyId: string; userId: string; currency: CurrencyCode; today: string; timezone: string };
type Request = typeof propertyMaintenance.$inferSelect;
type Property = typeof properties.$inferSelect;
const CLOSED: readonly string[] = ['completed', 'cancelled'];

const cost = (field: string, value: string | null | undefined, currency: CurrencyCode) => (value === undefined ? undefined : value === null ? null : toMoney(field, value, currency));

async function lockProperty(tx: Tx, id: string): Promise<Property> {
  const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
  if (!row) throw new AppError(400, 'validation_failed', { propertyId: 'not_found' });
  return row;
}

/** The tenant of the property's active lease on `date`, if any. */
async function tenantOn(tx: Tx, propertyId: string, date: string) {
  const leases = await leasesOfProperties(tx, [propertyId]);
  return leases.find((l) => l.status === 'active' && l.startDate <= date && date <= l.endDate) ?? null;
}

/** An owner pays only for a property that has one; a tenant only while one holds a lease. */
async function assertPayer(tx: Tx, property: Property, payer: string, date: string) {
  if (payer === 'owner' && !property.ownerId) throw new AppError(409, 'property_owner_missing', { payer: 'property_owner_missing' });
  if (payer === 'tenant' && !(await tenantOn(tx, property.id, date))) throw new AppError(409, 'property_no_tenant', undefined, { date });
}

/**
 * A vacant property under blocking work shows 'maintenance'; when nothing blocks it any more it is
 * available again (still vacant since the same day). A rented one keeps 'rented'.
 */
async function syncBlocking(tx: Tx, property: Property, today: string) {
  const blocking = await blockingRequest(tx, property.id);
  const next = blocking && property.status === 'available' ? { status: 'maintenance' } : !blocking && property.status === 'maintenance' ? { status: 'available', vacantSince: property.vacantSince ?? today } : null;
  if (!next) return;
  await tx.update(properties).set({ ...next, updatedAt: new Date() }).where(eq(properties.id, property.id));
  if (property.parentId) await refreshBuildingStatus(tx, property.parentId, today);
}

export async function createRequest(tx: Tx, input: z.infer<typeof maintenanceInput>, ctx: Ctx): Promise<Request> {
  const property = await lockProperty(tx, input.propertyId);
  const payer = input.payer ?? 'company';
  await assertPayer(tx, property, payer, ctx.today);
  const [row] = await tx
    .insert(propertyMaintenance)
    .values({
      ...input,
      companyId: ctx.companyId,
      requestNumber: formatNumber('PMR', await nextNumber(tx, ctx.companyId, 'property_maintenance'), 5),
      payer,
      estimatedCost: cost('estimatedCost', input.estimatedCost, ctx.currency) ?? null,
      createdBy: ctx.userId,
    })
    .returning();
  if (row!.blocksLeasing) await syncBlocking(tx, property, ctx.today);
  return row!;
}

async function lockRequest(tx: Tx, id: string): Promise<Request> {
  const [row] = await tx.select().from(propertyMaintenance).where(eq(propertyMaintenance.id, id)).for('update');
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

export async function updateRequest(tx: Tx, id: string, patch: z.infer<typeof maintenancePatch>, ctx: Ctx): Promise<Request> {
  const request = await lockRequest(tx, id);
  if (CLOSED.includes(request.status)) throw new AppError(409, 'maintenance_closed', undefined, { number: request.requestNumber });
  const property = await lockProperty(tx, request.propertyId);
  if (patch.payer && patch.payer !== request.payer) await assertPayer(tx, property, patch.payer, ctx.today);
  const [row] = await tx
    .update(propertyMaintenance)
    .set({ ...patch, ...(patch.estimatedCost !== undefined ? { estimatedCost: cost('estimatedCost', patch.estimatedCost, ctx.currency) } : {}), updatedAt: new Date() })
    .where(eq(propertyMaintenance.id, id))
    .returning();
  if (patch.blocksLeasing !== undefined && patch.blocksLeasing !== request.blocksLeasing) await syncBlocking(tx, property, ctx.today);
  return row!;
}

type MoveInput = { assign: z.infer<typeof assignInput>; start: undefined; complete: z.infer<typeof completeInput>; cancel: z.infer<typeof cancelInput> };

export async function moveRequest<A extends MaintenanceAction>(tx: Tx, id: string, action: A, input: MoveInput[A], ctx: Ctx): Promise<Request> {
  const request = await lockRequest(tx, id);
  const to = nextMaintenanceStatus(request.status as MaintenanceStatus, action);
  if (!to) throw new AppError(409, 'maintenance_move_refused', undefined, { number: request.requestNumber });
  let set: Partial<Request> = { status: to };
  if (action === 'assign') {
    const given = input as MoveInput['assign'];
    set = { ...set, contractorName: given.contractorName, ...(given.contractorPhone !== undefined ? { contractorPhone: given.contractorPhone } : {}), ...(given.scheduledFor !== undefined ? { scheduledFor: given.scheduledFor } : {}) };
  }
  if (action === 'cancel') set = { ...set, statusReason: (input as MoveInput['cancel']).reason };
  const property = await lockProperty(tx, request.propertyId);
  if (action === 'complete') set = { ...set, ...(await completion(tx, request, property, input as MoveInput['complete'], ctx)) };
  const [row] = await tx.update(propertyMaintenance).set({ ...set, updatedAt: new Date() }).where(eq(propertyMaintenance.id, id)).returning();
  if (action === 'complete') await postCompletion(tx, row!, ctx);
  if (request.blocksLeasing && CLOSED.includes(to)) await syncBlocking(tx, property, ctx.today);
  return (await tx.select().from(propertyMaintenance).where(eq(propertyMaintenance.id, id)))[0]!;
}

/** What completion records: the cost, the day, and who the cost goes to (owner or tenant) on that day. */
async function completion(tx: Tx, request: Request, property: Property, input: MoveInput['complete'], ctx: Ctx): Promise<Partial<Request>> {
  if (input.completedOn > ctx.today) throw new AppError(400, 'validation_failed', { completedOn: 'lease_date_in_future' });
  if (input.completedOn < localDate(request.createdAt, ctx.timezone)) throw new AppError(400, 'validation_failed', { completedOn: 'maintenance_before_request' });
  const actualCost = toMoney('actualCost', input.actualCost, ctx.currency);
  await assertPayer(tx, property, request.payer, input.completedOn);
  const tenant = request.payer === 'tenant' ? await tenantOn(tx, property.id, input.completedOn) : null;
  return { actualCost, completedOn: input.completedOn, ownerId: request.payer === 'owner' ? property.ownerId : null, customerId: tenant?.customerId ?? null };
}

/** The ledger entry of the cost, and for a tenant the invoice that recharges it (one per request). */
async function postCompletion(tx: Tx, request: Request, ctx: Ctx) {
  await postMaintenanceCompleted(tx, request, { date: request.completedOn!, userId: ctx.userId });
  if (request.payer !== 'tenant' || !request.customerId || compareMoney(request.actualCost ?? '0', '0') <= 0) return;
  const lease = await tenantOn(tx, request.propertyId, request.completedOn!);
  const invoice = await createInvoice(tx, {
    companyId: ctx.companyId,
    customerId: request.customerId,
    leaseId: lease?.id ?? null,
    kind: 'rent',
    issueDate: request.completedOn!,
    dueDate: request.completedOn!,
    currency: ctx.currency,
    lines: [{ code: 'service_charge', description: `${request.requestNumber} — ${request.title}`, quantity: '1', unitPrice: request.actualCost! }],
    userId: ctx.userId,
  });
  await tx.update(propertyMaintenance).set({ invoiceId: invoice.id }).where(eq(propertyMaintenance.id, request.id));
}
