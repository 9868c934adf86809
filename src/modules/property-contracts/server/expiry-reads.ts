// Active leases ending (the lease is the document), for the alerts center's daily document-expiry
// job: the property's name (a unit with its building's) and the tenant's, in both languages.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';

export type LeaseExpiry = { leaseId: string; leaseNumber: string; propertyId: string; propertyNameAr: string; propertyNameEn: string; tenantNameAr: string; tenantNameEn: string; endDate: string };

/** Active leases whose end date is between `from` and `to` (inclusive), soonest first. */
export function leaseExpiries(tx: Tx, from: string, to: string): Promise<LeaseExpiry[]> {
  return queryRows<LeaseExpiry>(
    tx,
    sql`select l.id as "leaseId", l.lease_number as "leaseNumber", l.property_id as "propertyId", l.end_date::text as "endDate",
               concat_ws(' - ', b.name_ar, p.name_ar) as "propertyNameAr",
               concat_ws(' - ', coalesce(b.name_en, b.name_ar), coalesce(p.name_en, p.name_ar)) as "propertyNameEn",
               coalesce(c.name_ar, c.name_en, '') as "tenantNameAr", coalesce(c.name_en, c.name_ar, '') as "tenantNameEn"
        from leases l join properties p on p.id = l.property_id left join properties b on b.id = p.parent_id join customers c on c.id = l.customer_id
        where l.status = 'active' and l.end_date between ${from}::date and ${to}::date
        order by l.end_date, l.id`,
  );
}
