// Rent and leases at a glance, for the real-estate dashboard: the rent due this month and last
// with what was collected on it, what is overdue (the lease list's `overdue` rule: a billed
// instalment unpaid past its grace days) and the leases ending soon (its `endingWithinDays`).
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { addDays, addMonths } from '../../../core/leasing';
import { inTurn } from '../../../server/db/in-turn';
import { lateRent } from './late-rent';

type Month = { due: string; collected: string };
export type RentMonths = { thisMonth: Month; lastMonth: Month };

/** Instalments falling due in this calendar month and the last (cancelled ones, and a draft lease's, which is not in force, left out), and what was paid on them. */
export async function rentMonths(tx: Tx, today: string): Promise<RentMonths> {
  const thisStart = `${today.slice(0, 7)}-01`;
  const lastStart = addMonths(thisStart, -1);
  const thisEnd = addDays(addMonths(thisStart, 1), -1);
  const [row] = await queryRows<{ dueThis: string; collectedThis: string; dueLast: string; collectedLast: string }>(
    tx,
    sql`select coalesce(sum(li.amount) filter (where li.due_date >= ${thisStart}::date), 0)::text as "dueThis",
               coalesce(sum(least(coalesce(i.paid_amount, 0), li.amount)) filter (where li.due_date >= ${thisStart}::date), 0)::text as "collectedThis",
               coalesce(sum(li.amount) filter (where li.due_date < ${thisStart}::date), 0)::text as "dueLast",
               coalesce(sum(least(coalesce(i.paid_amount, 0), li.amount)) filter (where li.due_date < ${thisStart}::date), 0)::text as "collectedLast"
        from lease_installments li join leases l on l.id = li.lease_id left join invoices i on i.id = li.invoice_id
        where li.due_date between ${lastStart}::date and ${thisEnd}::date and li.status <> 'cancelled' and l.status <> 'draft'`,
  );
  return { thisMonth: { due: row?.dueThis ?? '0', collected: row?.collectedThis ?? '0' }, lastMonth: { due: row?.dueLast ?? '0', collected: row?.collectedLast ?? '0' } };
}

type Names = { tenantNameAr: string | null; tenantNameEn: string | null; propertyCode: string; propertyNameAr: string; propertyNameEn: string | null; unitNumber: string | null; buildingNameAr: string | null; buildingNameEn: string | null };
export type OverdueLease = Names & { leaseId: string; leaseNumber: string; amount: string; since: string };
export type Overdue = { amount: string; leases: number; installments: number; items: OverdueLease[] };

const names = sql`c.name_ar as "tenantNameAr", c.name_en as "tenantNameEn", p.property_code as "propertyCode", p.name_ar as "propertyNameAr", p.name_en as "propertyNameEn",
  p.unit_number as "unitNumber", b.name_ar as "buildingNameAr", b.name_en as "buildingNameEn"`;

type OverdueRow = Partial<OverdueLease> & { totalAmount: string; totalLeases: number; totalInstallments: number };

/**
 * What is overdue today, in all, and the leases owing most, in one read: the late instalments are
 * found once (read from the unpaid invoices, a partial index, outward) and both the totals and the
 * top leases come from them. With nothing overdue the one row carries the totals and no lease.
 */
export async function overdueRent(tx: Tx, today: string, top = 5): Promise<Overdue> {
  const rows = await queryRows<OverdueRow>(
    tx,
    sql`with late as (
          select li.lease_id, i.total - i.paid_amount as owed, li.due_date
            from invoices i join lease_installments li on li.invoice_id = i.id join leases l on l.id = li.lease_id
           where i.lease_id is not null and ${lateRent(today)}),
        per_lease as (select lease_id, sum(owed) as amount, min(due_date) as since, count(*) as installments from late group by lease_id),
        owing_most as (select * from per_lease order by amount desc, lease_id limit ${top})
        select (select coalesce(sum(amount), 0)::text from per_lease) as "totalAmount", (select count(*)::int from per_lease) as "totalLeases",
               (select coalesce(sum(installments), 0)::int from per_lease) as "totalInstallments",
               o.lease_id as "leaseId", l.lease_number as "leaseNumber", o.amount::text as amount, o.since::text as since, ${names}
          from (select 1) as one
          left join (owing_most o join leases l on l.id = o.lease_id join customers c on c.id = l.customer_id join properties p on p.id = l.property_id left join properties b on b.id = p.parent_id) on true
         order by o.amount desc, l.lease_number`,
  );
  const first = rows[0];
  const items = rows.flatMap(({ totalAmount: _a, totalLeases: _l, totalInstallments: _i, ...lease }) => (lease.leaseId ? [lease as OverdueLease] : []));
  return { amount: first?.totalAmount ?? '0', leases: first?.totalLeases ?? 0, installments: first?.totalInstallments ?? 0, items };
}

export type EndingLease = Names & { id: string; leaseNumber: string; endDate: string; monthlyRent: string };

/** Active leases ending within `days` (the lease list's filter: also one past its end the lease run has not expired yet), the soonest first, in the list's order. */
export async function leasesEnding(tx: Tx, today: string, days: number, top = 5): Promise<{ count: number; items: EndingLease[] }> {
  const until = addDays(today, days);
  const [[counted], items] = await inTurn([
    () => queryRows<{ n: number }>(tx, sql`select count(*)::int as n from leases where status = 'active' and end_date <= ${until}::date`),
    () => queryRows<EndingLease>(
      tx,
      sql`select l.id, l.lease_number as "leaseNumber", l.end_date::text as "endDate", l.monthly_rent::text as "monthlyRent", ${names}
          from leases l join customers c on c.id = l.customer_id join properties p on p.id = l.property_id left join properties b on b.id = p.parent_id
          where l.status = 'active' and l.end_date <= ${until}::date
          order by l.end_date, l.id limit ${top}`,
    ),
  ]);
  return { count: counted?.n ?? 0, items };
}
