// /api/vehicle-inspections: list (kind chips, search by number or plate, filters), read with the
// return-vs-handover comparison, record, complete, and charge the new damage to the contract.
// The fleet manager writes (fleet.vehicles.write); whoever reads the fleet reads.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { INSPECTION_KINDS } from '../../../core/fleet';
import type { Tx } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, idParam, likePattern } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute, type TenantCtx } from '../../../server/http/route';
import { moneyOut } from '../../../core/money';
import { contractHeadlines } from '../../contracts/server/deposit-and-periods';
import { permitBriefs } from '../../dispatch-permits/server';
import { vehicles } from '../../fleet/server/tables';
import { chargeNewDamage } from './charge';
import { inspectionDetail } from './reads';
import { chargeInput, chargeOut, inspectionDetailOut, inspectionInput, inspectionListOut, inspectionListQuery, inspectionPatch } from './schemas';
import { createInspection, updateInspection, type Who } from './service';
import { vehicleInspections } from './tables';
import { inTurn } from '../../../server/db/in-turn';

const read = access.permission('fleet.vehicles.read');
const write = access.permission('fleet.vehicles.write');

async function whoOf(tx: Tx, ctx: Pick<TenantCtx, 'companyId' | 'actor'>): Promise<Who> {
  const company = await companyContext(tx);
  return { companyId: ctx.companyId, userId: ctx.actor.userId, currency: company.currency, now: new Date() };
}

export function vehicleInspectionsRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/vehicle-inspections',
      access: read,
      summary: 'Condition checks: search by number or plate; filter by kind, vehicle, contract, permit; newest first; counts by kind',
      request: { query: inspectionListQuery },
      responses: { 200: jsonResponse(inspectionListOut, 'Condition checks') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const kinds = (q.kind ?? '').split(',').filter((k) => (INSPECTION_KINDS as readonly string[]).includes(k));
      const narrowing: SQL[] = [];
      if (q.vehicleId) narrowing.push(eq(vehicleInspections.vehicleId, q.vehicleId));
      if (q.contractId) narrowing.push(eq(vehicleInspections.contractId, q.contractId));
      if (q.dispatchPermitId) narrowing.push(eq(vehicleInspections.dispatchPermitId, q.dispatchPermitId));
      if (q.search) narrowing.push(or(ilike(vehicleInspections.inspectionNumber, likePattern(q.search)), ilike(vehicles.plateNumber, likePattern(q.search)))!);
      const filter = and(...narrowing, kinds.length ? inArray(vehicleInspections.kind, kinds) : undefined);
      const [rows, counts] = await inTurn([
        () => tx
          .select({ row: vehicleInspections, plate: vehicles.plateNumber, make: vehicles.make, model: vehicles.model })
          .from(vehicleInspections)
          .innerJoin(vehicles, eq(vehicles.id, vehicleInspections.vehicleId))
          .where(filter)
          .orderBy(q.dir === 'asc' ? asc(vehicleInspections.at) : desc(vehicleInspections.at), asc(vehicleInspections.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        () => tx
          .select({ key: vehicleInspections.kind, n: count() })
          .from(vehicleInspections)
          .innerJoin(vehicles, eq(vehicles.id, vehicleInspections.vehicleId))
          .where(narrowing.length ? and(...narrowing) : undefined)
          .groupBy(vehicleInspections.kind),
      ]);
      const byKind = Object.fromEntries(counts.map((r) => [r.key, r.n]));
      const total = Object.entries(byKind).reduce((sum, [key, n]) => sum + (!kinds.length || kinds.includes(key) ? n : 0), 0);
      const [contracts, permits] = await inTurn([
        () => contractHeadlines(tx, [...new Set(rows.map((r) => r.row.contractId).filter((v): v is string => !!v))]),
        () => permitBriefs(tx, [...new Set(rows.map((r) => r.row.dispatchPermitId).filter((v): v is string => !!v))]),
      ]);
      const items = rows.map(({ row, plate, make, model }) => {
        const { companyId: _c, createdBy: _b, updatedAt: _u, checklist: _l, customerSignature: _s1, inspectorSignature: _s2, ...rest } = row;
        return {
          ...rest,
          kind: row.kind as 'handover',
          chargeMethod: row.chargeMethod as 'invoice' | null,
          inspectorName: null,
          vehiclePlate: plate,
          vehicleMake: make,
          vehicleModel: model,
          contractNumber: row.contractId ? (contracts.get(row.contractId)?.contractNumber ?? null) : null,
          permitNumber: row.dispatchPermitId ? (permits.get(row.dispatchPermitId)?.permitNumber ?? null) : null,
          damageCount: row.damagePoints.length,
        };
      });
      return c.json({ items, total, page: q.page, pageSize: q.pageSize, counts: byKind }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/vehicle-inspections/{id}', access: read, summary: 'One condition check: checklist, readings, damage points, signatures; a return compared with its handover', request: { params: idParam }, responses: { 200: jsonResponse(inspectionDetailOut, 'Condition check') } },
    async (c, { tx }) => c.json(await inspectionDetail(tx, c.req.valid('param').id, (await companyContext(tx)).currency), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/vehicle-inspections', access: write, summary: 'Record a condition check: a dispatch permit’s, or a contract’s handover or return when it has none', request: jsonBody(inspectionInput), responses: { 201: jsonResponse(inspectionDetailOut, 'Created') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const row = await createInspection(tx, c.req.valid('json'), who);
      return c.json(await inspectionDetail(tx, row.id, who.currency), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'patch', path: '/api/vehicle-inspections/{id}', access: write, summary: 'Complete a condition check (points, photos, signatures, checklist) until its new damage is charged', request: { params: idParam, ...jsonBody(inspectionPatch) }, responses: { 200: jsonResponse(inspectionDetailOut, 'Condition check') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const row = await updateInspection(tx, c.req.valid('param').id, c.req.valid('json'), who);
      return c.json(await inspectionDetail(tx, row.id, who.currency), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/vehicle-inspections/{id}/charge', access: write, summary: 'Charge a return’s new damage to the contract at a price per severity: an invoice, or an invoice paid from the held deposit', request: { params: idParam, ...jsonBody(chargeInput) }, responses: { 200: jsonResponse(chargeOut, 'Charged') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const id = c.req.valid('param').id;
      const done = await chargeNewDamage(tx, id, c.req.valid('json'), who);
      return c.json({ inspection: await inspectionDetail(tx, id, who.currency), invoice: { ...done.invoice, total: moneyOut(done.invoice.total, who.currency)! }, paymentId: done.paymentId }, 200);
    },
  );
}
