// What other modules read of leases (properties, tenants, owners, the dashboard): a property's
// or a tenant's leases, rent due and collected, and the rent collected for an owner. The
// instalments know their invoices; what was paid is billing's (invoices.paid_amount, allocations).
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { customers } from '../../customers/server/tables';
import { properties } from '../../properties/server/tables';
import { leases } from './tables';
import { lateRent } from './late-rent';

const leaseColumns = {
  id: leases.id,
  leaseNumber: leases.leaseNumber,
  status: leases.status,
  propertyId: leases.propertyId,
  customerId: leases.customerId,
  startDate: leases.startDate,
  endDate: leases.endDate,
  terminatedOn: leases.terminatedOn,
  monthlyRent: leases.monthlyRent,
  paymentFrequency: leases.paymentFrequency,
  securityDeposit: leases.securityDeposit,
  depositStatus: leases.depositStatus,
  tenantNameAr: customers.nameAr,
  tenantNameEn: customers.nameEn,
  propertyCode: properties.propertyCode,
  propertyNameAr: properties.nameAr,
  propertyNameEn: properties.nameEn,
  unitNumber: properties.unitNumber,
};

/** The leases of some properties (a building's page passes its units too), newest first. */
export async function leasesOfProperties(tx: Tx, propertyIds: readonly string[]) {
  if (!propertyIds.length) return [];
  return tx
    .select(leaseColumns)
    .from(leases)
    .innerJoin(customers, eq(customers.id, leases.customerId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(inArray(leases.propertyId, [...propertyIds]))
    .orderBy(desc(leases.startDate), asc(leases.leaseNumber));
}

export type LeaseSummary = Awaited<ReturnType<typeof tenantLeases>>[number];

/** A tenant's leases, newest first. */
export async function tenantLeases(tx: Tx, customerId: string) {
  return tx
    .select(leaseColumns)
    .from(leases)
    .innerJoin(customers, eq(customers.id, leases.customerId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(eq(leases.customerId, customerId))
    .orderBy(desc(leases.startDate), asc(leases.leaseNumber));
}

export type RentSummary = { due: string; collected: string; overdue: string; overdueCount: number };

/**
 * Rent of the instalments due in [from, to] (cancelled ones left out) and what was collected on
 * them; and, as of `today`, what is overdue (billed, past its grace days, unpaid) whenever it fell
 * due. Scoped to some properties, one tenant, or the whole company.
 */
export async function rentSummary(tx: Tx, scope: { propertyIds?: readonly string[]; customerId?: string }, range: { from: string; to: string; today: string }): Promise<RentSummary> {
  const where = scope.propertyIds ? sql`and l.property_id in (${sql.join(scope.propertyIds.length ? scope.propertyIds.map((id) => sql`${id}::uuid`) : [sql`null`], sql`, `)})` : scope.customerId ? sql`and l.customer_id = ${scope.customerId}` : sql``;
  const [row] = await queryRows<RentSummary>(
    tx,
    sql`select
          coalesce(sum(li.amount) filter (where li.due_date between ${range.from} and ${range.to}), 0)::text as due,
          coalesce(sum(least(i.paid_amount, li.amount)) filter (where li.due_date between ${range.from} and ${range.to}), 0)::text as collected,
          coalesce(sum(i.total - i.paid_amount) filter (where ${lateRent(range.today)}), 0)::text as overdue,
          (count(*) filter (where ${lateRent(range.today)}))::int as "overdueCount"
        from lease_installments li
        join leases l on l.id = li.lease_id
        left join invoices i on i.id = li.invoice_id
        where li.status <> 'cancelled' ${where}`,
  );
  return row ?? { due: '0', collected: '0', overdue: '0', overdueCount: 0 };
}

export type OwnerCollection = {
  date: string;
  kind: 'collected' | 'bounced';
  paymentId: string;
  paymentNumber: string;
  invoiceNumber: string;
  leaseId: string;
  leaseNumber: string;
  propertyId: string;
  propertyCode: string;
  propertyNameAr: string;
  propertyNameEn: string | null;
  tenantNameAr: string | null;
  tenantNameEn: string | null;
  /** Negative for a bounced cheque, on its bounce day. */
  amount: string;
  commissionRate: string;
  ownerId: string;
};

/**
 * The rent collected for an owner in [from, to] (both optional: from the beginning, up to a
 * day), collection by collection: each allocation of a payment to an instalment billed as the
 * owner's, and a bounced cheque's allocations back out on the day it bounced (decision 033).
 * One owner (the statement) or several at once (the month's settlements).
 */
export async function ownerCollections(tx: Tx, owners: string | readonly string[], range: { from?: string | null; to: string }): Promise<OwnerCollection[]> {
  const from = range.from ?? '1900-01-01';
  const ids = typeof owners === 'string' ? [owners] : owners;
  if (ids.length === 0) return [];
  const owner = sql`li.owner_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`;
  return queryRows<OwnerCollection>(
    tx,
    sql`select e.date::text as date, e.kind, p.id as "paymentId", p.payment_number as "paymentNumber", i.invoice_number as "invoiceNumber",
               l.id as "leaseId", l.lease_number as "leaseNumber", pr.id as "propertyId", pr.property_code as "propertyCode",
               pr.name_ar as "propertyNameAr", pr.name_en as "propertyNameEn", c.name_ar as "tenantNameAr", c.name_en as "tenantNameEn",
               (case when e.kind = 'bounced' then -a.amount else a.amount end)::text as amount, coalesce(li.commission_rate, 0)::text as "commissionRate",
               li.owner_id as "ownerId"
        from lease_installments li
        join payment_allocations a on a.invoice_id = li.invoice_id
        join payments p on p.id = a.payment_id
        join invoices i on i.id = li.invoice_id
        join leases l on l.id = li.lease_id
        join properties pr on pr.id = l.property_id
        join customers c on c.id = l.customer_id
        cross join lateral (values (p.payment_date, 'collected'), (p.bounced_on, 'bounced')) as e(date, kind)
        where ${owner} and e.date is not null and e.date between ${from} and ${range.to}
        order by e.date, p.payment_number, e.kind desc`,
  );
}

/** A unit's building name (a correlated look-up: an aliased self-join of properties loses its types in drizzle). */
export const buildingName = (lang: 'ar' | 'en') => sql<string | null>`(select b.${sql.raw(lang === 'ar' ? 'name_ar' : 'name_en')} from properties b where b.id = ${properties.parentId})`;

/**
 * Many owners' rent collected up to `asOf` and the commission on it, in one aggregate (the owners
 * list): the same collections as ownerCollections, each commission rounded half away from zero to
 * the currency's decimals as commissionOf does (statement.test.ts checks the two agree).
 */
export async function ownerCollectedTotals(tx: Tx, ownerIds: readonly string[], asOf: string, decimals: number): Promise<Map<string, { collected: string; commission: string }>> {
  if (!ownerIds.length) return new Map();
  const ids = sql.join(ownerIds.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = await queryRows<{ ownerId: string; collected: string; commission: string }>(
    tx,
    sql`select li.owner_id as "ownerId", sum(c.amount)::text as collected, sum(round(c.amount * coalesce(li.commission_rate, 0) / 100, ${decimals}::int))::text as commission
        from lease_installments li
        join payment_allocations a on a.invoice_id = li.invoice_id
        join payments p on p.id = a.payment_id
        cross join lateral (values (p.payment_date, a.amount), (p.bounced_on, -a.amount)) as c(date, amount)
        where li.owner_id in (${ids}) and c.date is not null and c.date <= ${asOf}
        group by li.owner_id`,
  );
  return new Map(rows.map((r) => [r.ownerId, { collected: r.collected, commission: r.commission }]));
}
