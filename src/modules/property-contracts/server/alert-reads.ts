// What the alerts center reads of leases for its computed property alerts (spec §7: property
// contracts and payments; §9 thresholds in core/alerts/property.ts): active leases ending within
// a window, with whether a renewal already follows, and each overdue rent instalment (the lease
// list's rule: billed, unpaid past its grace days), the oldest first.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { addDays } from '../../../core/leasing';
import { lateRent } from './late-rent';

type Names = { leaseNumber: string; tenantNameAr: string | null; tenantNameEn: string | null; propertyCode: string; propertyNameAr: string; propertyNameEn: string | null; unitNumber: string | null; buildingNameAr: string | null; buildingNameEn: string | null };

const names = sql`l.lease_number as "leaseNumber", c.name_ar as "tenantNameAr", c.name_en as "tenantNameEn", p.property_code as "propertyCode", p.name_ar as "propertyNameAr",
  p.name_en as "propertyNameEn", p.unit_number as "unitNumber", b.name_ar as "buildingNameAr", b.name_en as "buildingNameEn"`;
const joins = sql`join customers c on c.id = l.customer_id join properties p on p.id = l.property_id left join properties b on b.id = p.parent_id`;

export type LeaseEndingAlert = Names & { id: string; propertyId: string; endDate: string; monthlyRent: string; autoRenew: boolean; renewed: boolean };

/** Active leases ending by `today + days` (also one past its end the lease run has not expired yet), the soonest first. */
export async function leasesEndingForAlerts(tx: Tx, today: string, days: number, limit: number): Promise<LeaseEndingAlert[]> {
  return queryRows<LeaseEndingAlert>(
    tx,
    sql`select l.id, l.property_id as "propertyId", l.end_date::text as "endDate", l.monthly_rent::text as "monthlyRent", l.auto_renew as "autoRenew",
               exists (select 1 from leases s where s.renewed_from_id = l.id) as renewed, ${names}
        from leases l ${joins}
        where l.status = 'active' and l.end_date <= ${addDays(today, days)}::date
        order by l.end_date, l.id limit ${limit}`,
  );
}

export type OverdueInstallment = Names & { installmentId: string; invoiceId: string; invoiceNumber: string; leaseId: string; propertyId: string; dueDate: string; graceDays: number; owed: string };

/** Rent instalments billed and unpaid past their grace days on `today`, the longest overdue first. */
export async function overdueInstallments(tx: Tx, today: string, limit: number): Promise<OverdueInstallment[]> {
  return queryRows<OverdueInstallment>(
    tx,
    sql`select li.id as "installmentId", i.id as "invoiceId", i.invoice_number as "invoiceNumber", l.id as "leaseId", l.property_id as "propertyId",
               li.due_date::text as "dueDate", l.grace_days as "graceDays", (i.total - i.paid_amount)::text as owed, ${names}
        from invoices i join lease_installments li on li.invoice_id = i.id join leases l on l.id = li.lease_id ${joins}
        where i.lease_id is not null and ${lateRent(today)}
        order by li.due_date, li.id limit ${limit}`,
  );
}
