// /api/search/records: the palette's and /search page's record hits — customers by name (Arabic
// or English, typo-tolerant), phone or civil ID; vehicles by plate; contracts, quotations and
// invoices by number. Tenant-scoped by RLS; each kind only for users who may read it.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { likePattern } from '../../../server/http/fields';
import { jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { accessSubject } from '../../../server/tenancy/actor';
import { checkPermission, type PermissionId } from '../../../core/permissions';
import { invoices } from '../../billing/server/service';
import { contracts } from '../../contracts/server/tables';
import { customerMatch, customerNameExpr, customers } from '../../customers/server/service';
import { vehicles } from '../../fleet/server/service';
import { quotations } from '../../quotations/server/tables';
import { recordHitOut, type RecordHit } from './schemas';
import { mapInTurn } from '../../../server/db/in-turn';

export function searchRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/search/records',
      access: access.member,
      summary: 'Find records by name, phone, civil ID, plate or number',
      request: { query: z.object({ q: z.string().trim().min(2, 'required').max(80), limit: z.coerce.number().int().min(1).max(20).default(5) }) },
      responses: { 200: jsonResponse(z.object({ items: z.array(recordHitOut) }), 'Hits') },
    },
    async (c, { tx, actor }) => {
      const { q, limit } = c.req.valid('query');
      const may = (p: PermissionId) => checkPermission(accessSubject(actor), p).ok;
      const like = likePattern(q);
      const compact = likePattern(q.replace(/\s/g, ''));
      const jobs: Array<() => Promise<RecordHit[]>> = [];
      if (may('operations.customers.read')) {
        jobs.push(() =>
          tx
            .select({ id: customers.id, nameAr: customers.nameAr, nameEn: customers.nameEn, phone: customers.phone, number: customers.customerNumber })
            .from(customers)
            .where(customerMatch(q))
            .orderBy(sql`word_similarity(${q}, ${customerNameExpr}) desc`)
            .limit(limit)
            .then((rows) => rows.map((r) => ({ kind: 'customer', id: r.id, title: r.nameAr ?? r.nameEn ?? r.number, subtitle: `${r.number} · ${r.phone}`, href: `/customers/${r.id}` }))),
        );
      }
      if (may('fleet.vehicles.read')) {
        jobs.push(() =>
          tx
            .select({ id: vehicles.id, plate: vehicles.plateNumber, make: vehicles.make, model: vehicles.model, year: vehicles.year })
            .from(vehicles)
            .where(or(ilike(vehicles.plateNumber, like), sql`regexp_replace(${vehicles.plateNumber}, '\\s', '', 'g') ilike ${compact}`))
            .limit(limit)
            .then((rows) => rows.map((r) => ({ kind: 'vehicle', id: r.id, title: r.plate, subtitle: `${r.make} ${r.model} ${r.year}`, href: `/fleet/vehicles/${r.id}` }))),
        );
      }
      if (may('operations.contracts.read')) {
        jobs.push(() =>
          tx
            .select({ id: contracts.id, number: contracts.contractNumber, status: contracts.status, nameAr: customers.nameAr, nameEn: customers.nameEn })
            .from(contracts)
            .innerJoin(customers, eq(customers.id, contracts.customerId))
            .where(ilike(contracts.contractNumber, like))
            .orderBy(desc(contracts.contractNumber))
            .limit(limit)
            .then((rows) => rows.map((r) => ({ kind: 'contract', id: r.id, title: r.number, subtitle: r.nameAr ?? r.nameEn, href: `/contracts/${r.id}` }))),
        );
      }
      if (may('operations.quotations.read')) {
        jobs.push(() =>
          tx
            .select({ id: quotations.id, number: quotations.quotationNumber, nameAr: customers.nameAr, nameEn: customers.nameEn })
            .from(quotations)
            .innerJoin(customers, eq(customers.id, quotations.customerId))
            .where(ilike(quotations.quotationNumber, like))
            .orderBy(desc(quotations.quotationNumber))
            .limit(limit)
            .then((rows) => rows.map((r) => ({ kind: 'quotation', id: r.id, title: r.number, subtitle: r.nameAr ?? r.nameEn, href: `/quotations/${r.id}` }))),
        );
      }
      if (may('finance.invoices.read')) {
        jobs.push(() =>
          tx
            .select({ id: invoices.id, number: invoices.invoiceNumber, nameAr: customers.nameAr, nameEn: customers.nameEn })
            .from(invoices)
            .innerJoin(customers, eq(customers.id, invoices.customerId))
            .where(ilike(invoices.invoiceNumber, like))
            .orderBy(desc(invoices.invoiceNumber))
            .limit(limit)
            .then((rows) => rows.map((r) => ({ kind: 'invoice', id: r.id, title: r.number, subtitle: r.nameAr ?? r.nameEn, href: `/finance/invoices/${r.id}` }))),
        );
      }
      const items = (await mapInTurn(jobs, (job) => job())).flat();
      return c.json({ items }, 200);
    },
  );
}
