// Adding and editing properties and units: numbering, what a unit takes from its building, the
// statuses a person may set, and a building's status following its units (decision 033).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import { defaultUsage, type PropertyStatus } from '../../../core/leasing';
import { toMoney, type CurrencyCode } from '../../../core/money';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { propertyOwners } from '../../owners/server/tables';
import { refreshBuildingStatus } from './building-status';
import { blockingRequest } from './service';
import type { propertyInput, propertyPatch } from './schemas';
import { properties } from './tables';

type Ctx = { companyId: string; userId: string; currency: CurrencyCode; today: string };
type Row = typeof properties.$inferSelect;

const coordinate = (value: number | null | undefined) => (value === undefined ? undefined : value === null ? null : value.toFixed(6));
const money = (field: string, value: string | null | undefined, currency: CurrencyCode) => (value === undefined ? undefined : value === null ? null : toMoney(field, value, currency));

async function assertOwner(tx: Tx, ownerId: string | null | undefined) {
  if (!ownerId) return;
  // A foreign key does not see row-level security: another company's owner must be refused here.
  const [owner] = await tx.select({ id: propertyOwners.id }).from(propertyOwners).where(eq(propertyOwners.id, ownerId));
  if (!owner) throw new AppError(400, 'validation_failed', { ownerId: 'not_found' });
}

async function assertCodeFree(tx: Tx, code: string, except?: string) {
  const [taken] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(sql`lower(${properties.propertyCode}) = lower(${code})`, except ? ne(properties.id, except) : undefined));
  if (taken) throw new AppError(409, 'property_code_taken', { propertyCode: 'property_code_taken' });
}

async function assertUnitNumberFree(tx: Tx, parentId: string, unitNumber: string, except?: string) {
  const [taken] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.parentId, parentId), sql`lower(trim(${properties.unitNumber})) = lower(${unitNumber.trim()})`, except ? ne(properties.id, except) : undefined));
  if (taken) throw new AppError(409, 'unit_number_taken', { unitNumber: 'unit_number_taken' });
}

/** Both coordinates or neither (the table's check would otherwise answer a bare 400). */
function assertCoordinates(latitude: string | null, longitude: string | null) {
  if ((latitude === null) !== (longitude === null)) throw new AppError(400, 'validation_failed', { [latitude === null ? 'latitude' : 'longitude']: 'invalid_coordinates' });
}

/** The next free PRP-00001 number (a code typed by hand may already hold one). */
async function nextCode(tx: Tx, companyId: string): Promise<string> {
  for (;;) {
    const code = formatNumber('PRP', await nextNumber(tx, companyId, 'property'), 5);
    const [taken] = await tx.select({ id: properties.id }).from(properties).where(eq(properties.propertyCode, code));
    if (!taken) return code;
  }
}

export async function createProperty(tx: Tx, input: z.infer<typeof propertyInput>, ctx: Ctx): Promise<Row> {
  let parent: Row | undefined;
  if (input.parentId) {
    // The building is locked so two units with one number cannot slip in side by side.
    [parent] = await tx.select().from(properties).where(eq(properties.id, input.parentId)).for('update');
    if (!parent) throw new AppError(400, 'validation_failed', { parentId: 'not_found' });
    if (parent.parentId) throw new AppError(409, 'property_parent_is_unit', { parentId: 'property_parent_is_unit' });
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(properties).where(eq(properties.parentId, parent.id));
    if (n === 0 && parent.status === 'rented') throw new AppError(409, 'property_parent_leased', { parentId: 'property_parent_leased' });
    if (!input.unitNumber) throw new AppError(400, 'validation_failed', { unitNumber: 'required' });
    await assertUnitNumberFree(tx, parent.id, input.unitNumber);
  }
  const inherit = <K extends 'ownerId' | 'city' | 'district' | 'address'>(key: K) => (input[key] !== undefined ? input[key] : (parent?.[key] ?? null));
  const ownerId = inherit('ownerId');
  await assertOwner(tx, ownerId);
  // A unit stands where its building stands unless told otherwise.
  const inheritsPlace = input.latitude === undefined && input.longitude === undefined;
  const latitude = inheritsPlace ? (parent?.latitude ?? null) : (coordinate(input.latitude) ?? null);
  const longitude = inheritsPlace ? (parent?.longitude ?? null) : (coordinate(input.longitude) ?? null);
  assertCoordinates(latitude, longitude);
  if (input.propertyCode) await assertCodeFree(tx, input.propertyCode);
  const { parentId: _parentId, propertyCode, status, rentPrice, salePrice, latitude: _lat, longitude: _lng, ...fields } = input;
  const [row] = await tx
    .insert(properties)
    .values({
      ...fields,
      companyId: ctx.companyId,
      propertyCode: propertyCode || (await nextCode(tx, ctx.companyId)),
      parentId: parent?.id ?? null,
      unitNumber: parent ? input.unitNumber!.trim() : (input.unitNumber ?? null),
      usage: input.usage ?? defaultUsage(input.propertyType),
      status: status ?? 'available',
      // Listed today: the vacancy counts from here until a lease starts.
      vacantSince: ctx.today,
      ownerId,
      city: inherit('city'),
      district: inherit('district'),
      address: inherit('address'),
      latitude,
      longitude,
      rentPrice: money('rentPrice', rentPrice, ctx.currency) ?? null,
      salePrice: money('salePrice', salePrice, ctx.currency) ?? null,
      createdBy: ctx.userId,
    })
    .returning();
  if (parent) await refreshBuildingStatus(tx, parent.id, ctx.today);
  return row!;
}

export async function updateProperty(tx: Tx, id: string, patch: z.infer<typeof propertyPatch>, ctx: Ctx): Promise<Row> {
  const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
  if (!row) throw new AppError(404, 'not_found');
  const { status, rentPrice, salePrice, latitude: lat, longitude: lng, propertyCode, unitNumber, ...fields } = patch;
  if (fields.ownerId !== undefined) await assertOwner(tx, fields.ownerId);
  if (propertyCode !== undefined && propertyCode !== row.propertyCode) await assertCodeFree(tx, propertyCode, id);
  if (row.parentId && unitNumber !== undefined) {
    if (!unitNumber) throw new AppError(400, 'validation_failed', { unitNumber: 'required' });
    await assertUnitNumberFree(tx, row.parentId, unitNumber, id);
  }
  const latitude = lat === undefined ? row.latitude : coordinate(lat)!;
  const longitude = lng === undefined ? row.longitude : coordinate(lng)!;
  assertCoordinates(latitude, longitude);
  const moved = status !== undefined && status !== row.status ? await statusChange(tx, row, status, ctx.today) : {};
  const [updated] = await tx
    .update(properties)
    .set({
      ...fields,
      ...(propertyCode ? { propertyCode } : {}),
      ...(unitNumber !== undefined ? { unitNumber: unitNumber?.trim() ?? null } : {}),
      ...(fields.propertyType && !fields.usage && fields.propertyType !== row.propertyType ? { usage: defaultUsage(fields.propertyType) } : {}),
      ...(rentPrice !== undefined ? { rentPrice: money('rentPrice', rentPrice, ctx.currency) } : {}),
      ...(salePrice !== undefined ? { salePrice: money('salePrice', salePrice, ctx.currency) } : {}),
      latitude,
      longitude,
      ...moved,
      updatedAt: new Date(),
    })
    .where(eq(properties.id, id))
    .returning();
  // A building's owner is its units' owner: units that had the old owner follow the new one.
  if (fields.ownerId !== undefined && fields.ownerId !== row.ownerId) {
    await tx
      .update(properties)
      .set({ ownerId: fields.ownerId, updatedAt: new Date() })
      .where(and(eq(properties.parentId, id), row.ownerId ? eq(properties.ownerId, row.ownerId) : sql`${properties.ownerId} is null`));
  }
  if (row.parentId && moved.status) await refreshBuildingStatus(tx, row.parentId, ctx.today);
  return updated!;
}

/**
 * A status a person sets: never away from 'rented' (the leases decide that), never back to
 * available while a request blocks leasing. Vacant from today when it becomes available; a sold
 * property is not vacant.
 */
async function statusChange(tx: Tx, row: Row, to: PropertyStatus, today: string): Promise<Partial<Row>> {
  if (row.status === 'rented') throw new AppError(409, 'property_status_rented', { status: 'property_status_rented' });
  if (to === 'available') {
    const blocking = await blockingRequest(tx, row.id);
    if (blocking) throw new AppError(409, 'property_under_maintenance', undefined, { number: blocking });
  }
  const vacantSince = to === 'sold' ? null : (row.vacantSince ?? today);
  return { status: to, vacantSince };
}
