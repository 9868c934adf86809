// /api/fleet: vehicles (list, read, create, edit), odometer readings and the availability calendar.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { badRequest, notFound } from '../../../server/http/errors';
import { readCounts, sumCounts } from '../../../server/http/record-counts';
import { companyContext, idParam, isoDate, likePattern } from '../../../server/http/fields';
import { toMoney } from '../../../core/money';
import { jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { BOOKING_STATUSES, VEHICLE_STATUSES } from '../../../core/rental';
import type { CurrencyCode } from '../../../core/money';
import { contracts } from '../../contracts/server/tables';
import { customers } from '../../customers/server/tables';
import { availabilityOut, VEHICLE_MONEY, vehicleDetailOut, vehicleInput, vehicleListOut, vehicleListQuery, vehicleOut, vehiclePatch } from './schemas';
import { recordOdometer } from './service';
import { odometerReadings, vehicleDocuments, vehicles } from './tables';
import { vehicleView } from './vehicle-view';
import { vehicleDocumentRoutes } from './document-routes';
import { zonedInstant } from '../../../core/dates';
import { inTurn } from '../../../server/db/in-turn';

const SORTS = { plate: vehicles.plateNumber, make: vehicles.make, year: vehicles.year, dailyRate: vehicles.dailyRate, odometer: vehicles.odometer, status: vehicles.status, created: vehicles.createdAt };

function moneyValues<T extends Partial<Record<(typeof VEHICLE_MONEY)[number], string | null | undefined>>>(input: T, currency: CurrencyCode) {
  const out: Record<string, string | null> = {};
  for (const key of VEHICLE_MONEY) {
    const value = input[key];
    if (value === undefined) continue;
    out[key] = value === null ? null : toMoney(key, value, currency);
  }
  return out;
}

export function fleetRoutes(app: OpenAPIHono<AppEnv>) {
  vehicleDocumentRoutes(app);
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/fleet/vehicles',
      access: access.permission('fleet.vehicles.read'),
      summary: 'Vehicles: search by plate, make or model; filter by status; sort; paginate',
      request: { query: vehicleListQuery },
      responses: { 200: jsonResponse(vehicleListOut, 'Vehicles') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      const where: SQL[] = [];
      const statuses = (q.status ?? '').split(',').filter((s): s is (typeof VEHICLE_STATUSES)[number] => (VEHICLE_STATUSES as readonly string[]).includes(s));
      if (statuses.length) where.push(inArray(vehicles.status, statuses));
      let matching: SQL | undefined;
      if (q.search) {
        const like = likePattern(q.search);
        const compactPlate = likePattern(q.search.replace(/\s/g, ''));
        matching = or(ilike(vehicles.plateNumber, like), sql`regexp_replace(${vehicles.plateNumber}, '\\s', '', 'g') ilike ${compactPlate}`, ilike(vehicles.make, like), ilike(vehicles.model, like), ilike(vehicles.vin, like))!;
        where.push(matching);
      }
      const filter = where.length ? and(...where) : undefined;
      const order = q.dir === 'desc' ? desc(SORTS[q.sort]) : asc(SORTS[q.sort]);
      // The status chips read the kept counts (decision 017); with a search they count its matches,
      // and the same grouped count gives the total.
      const searched = async (): Promise<Record<string, number>> => {
        const rows = await tx.select({ key: vehicles.status, n: count() }).from(vehicles).where(matching).groupBy(vehicles.status);
        return Object.fromEntries(rows.map((r) => [r.key, r.n]));
      };
      const [rows, counts] = await inTurn([
        () => tx.select().from(vehicles).where(filter).orderBy(order, asc(vehicles.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
        () => q.search ? searched() : readCounts(tx, 'vehicles'),
      ]);
      const listed = sumCounts(counts, (status) => !statuses.length || (statuses as string[]).includes(status));
      return c.json({ items: rows.map((v) => vehicleView(v, ctx)), total: listed, page: q.page, pageSize: q.pageSize, counts }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/fleet/vehicles/{id}',
      access: access.permission('fleet.vehicles.read'),
      summary: 'One vehicle with its contracts, odometer history, documents and warnings',
      request: { params: idParam },
      responses: { 200: jsonResponse(vehicleDetailOut, 'Vehicle') },
    },
    async (c, { tx }) => {
      const { id } = c.req.valid('param');
      const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, id));
      if (!vehicle) throw notFound();
      const ctx = await companyContext(tx);
      const [history, documents, recent] = await inTurn([
        () => tx.select().from(odometerReadings).where(eq(odometerReadings.vehicleId, id)).orderBy(desc(odometerReadings.recordedAt)).limit(20),
        () => tx.select().from(vehicleDocuments).where(eq(vehicleDocuments.vehicleId, id)).orderBy(desc(vehicleDocuments.createdAt)),
        () => tx
          .select({ id: contracts.id, contractNumber: contracts.contractNumber, status: contracts.status, startAt: contracts.startAt, endAt: contracts.endAt, rentalAmount: contracts.rentalAmount, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn })
          .from(contracts)
          .innerJoin(customers, eq(customers.id, contracts.customerId))
          .where(eq(contracts.vehicleId, id))
          .orderBy(desc(contracts.startAt))
          .limit(50),
      ]);
      return c.json({ ...vehicleView(vehicle, ctx), odometerHistory: history, documents, contracts: recent }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/fleet/vehicles',
      access: access.permission('fleet.vehicles.write'),
      summary: 'Add a vehicle (plate unique per company)',
      request: { body: { content: { 'application/json': { schema: vehicleInput } }, required: true } },
      responses: { 201: jsonResponse(vehicleOut, 'Created') },
    },
    async (c, { tx, companyId, actor }) => {
      const input = c.req.valid('json');
      const ctx = await companyContext(tx);
      const [row] = await tx
        .insert(vehicles)
        .values({ ...input, ...moneyValues(input, ctx.currency), dailyRate: toMoney('dailyRate', input.dailyRate, ctx.currency), companyId, createdBy: actor.userId })
        .returning();
      await tx.insert(odometerReadings).values({ companyId, vehicleId: row!.id, reading: row!.odometer, source: 'manual', recordedBy: actor.userId });
      return c.json(vehicleView(row!, ctx), 201);
    },
  );

  tenantRoute(
    app,
    {
      method: 'patch',
      path: '/api/fleet/vehicles/{id}',
      access: access.permission('fleet.vehicles.write'),
      summary: 'Edit a vehicle; an odometer change is a reading and may not go backwards',
      request: { params: idParam, body: { content: { 'application/json': { schema: vehiclePatch } }, required: true } },
      responses: { 200: jsonResponse(vehicleOut, 'Vehicle') },
    },
    async (c, { tx, companyId, actor }) => {
      const { id } = c.req.valid('param');
      const { odometer, ...patch } = c.req.valid('json');
      const ctx = await companyContext(tx);
      if (odometer !== undefined) await recordOdometer(tx, { companyId, vehicleId: id, reading: odometer, source: 'manual', userId: actor.userId });
      const [row] = await tx
        .update(vehicles)
        .set({ ...patch, ...moneyValues(patch, ctx.currency), updatedAt: new Date() })
        .where(eq(vehicles.id, id))
        .returning();
      if (!row) throw notFound();
      return c.json(vehicleView(row, ctx), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/fleet/vehicles/{id}/odometer',
      access: access.permission('fleet.vehicles.write'),
      summary: 'Record an odometer reading (never lower than the last one)',
      request: { params: idParam, body: { content: { 'application/json': { schema: z.object({ reading: z.number().int().min(0, 'invalid_number').max(5_000_000, 'invalid_number') }).strict() } }, required: true } },
      responses: { 200: jsonResponse(vehicleOut, 'Vehicle') },
    },
    async (c, { tx, companyId, actor }) => {
      const { id } = c.req.valid('param');
      await recordOdometer(tx, { companyId, vehicleId: id, reading: c.req.valid('json').reading, source: 'manual', userId: actor.userId });
      const [row] = await tx.select().from(vehicles).where(eq(vehicles.id, id));
      return c.json(vehicleView(row!, await companyContext(tx)), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/fleet/availability',
      access: access.permission('fleet.vehicles.read'),
      summary: 'Availability calendar: every vehicle with its bookings between two dates',
      request: { query: z.object({ from: isoDate, to: isoDate, status: z.string().max(200).optional() }) },
      responses: { 200: jsonResponse(availabilityOut, 'Calendar') },
    },
    async (c, { tx }) => {
      const { from, to } = c.req.valid('query');
      if (to < from) throw badRequest('validation_failed', { to: 'invalid_date_range' });
      const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (span > 92) throw badRequest('validation_failed', { to: 'invalid_date_range' });
      // The calendar's days are the branch's days: from its midnight on `from` to its midnight after `to`.
      const { timezone } = await companyContext(tx);
      const start = zonedInstant(`${from}T00:00:00`, timezone);
      const end = new Date(zonedInstant(`${to}T00:00:00`, timezone).getTime() + 86_400_000);
      const [fleet, bookings] = await inTurn([
        () => tx.select({ id: vehicles.id, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model, status: vehicles.status }).from(vehicles).orderBy(asc(vehicles.plateNumber)),
        () => tx
          .select({ id: contracts.id, vehicleId: contracts.vehicleId, contractNumber: contracts.contractNumber, status: contracts.status, startAt: contracts.startAt, endAt: contracts.endAt, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn })
          .from(contracts)
          .innerJoin(customers, eq(customers.id, contracts.customerId))
          .where(and(inArray(contracts.status, [...BOOKING_STATUSES]), lt(contracts.startAt, end), gt(contracts.endAt, start))),
      ]);
      const byVehicle = new Map<string, typeof bookings>();
      for (const b of bookings) byVehicle.set(b.vehicleId, [...(byVehicle.get(b.vehicleId) ?? []), b]);
      return c.json({ from, to, vehicles: fleet.map((v) => ({ ...v, bookings: byVehicle.get(v.id) ?? [] })) }, 200);
    },
  );
}
