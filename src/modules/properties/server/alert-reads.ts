// What the alerts center reads of properties for its computed property alerts (spec §7, §9 with
// DECISIONS 9): what stands empty and for how long (vacantSince, the day it was last vacated or
// listed), and maintenance visits due. The thresholds are core/alerts/property.ts's.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { addDays } from '../../../core/leasing';

type Names = { propertyCode: string; propertyNameAr: string; propertyNameEn: string | null; unitNumber: string | null; buildingNameAr: string | null; buildingNameEn: string | null };
const names = sql`p.property_code as "propertyCode", p.name_ar as "propertyNameAr", p.name_en as "propertyNameEn", p.unit_number as "unitNumber", b.name_ar as "buildingNameAr", b.name_en as "buildingNameEn"`;

export type VacantForAlert = Names & { propertyId: string; status: string; vacantSince: string; rentPrice: string | null };

/**
 * What can be let (a unit or a property let whole, active, not sold) standing empty — on the
 * market or held for work, not reserved or for sale — since `today − minDays` or longer, the
 * longest vacant first.
 */
export async function vacantForAlerts(tx: Tx, today: string, minDays: number, limit: number): Promise<VacantForAlert[]> {
  return queryRows<VacantForAlert>(
    tx,
    sql`select p.id as "propertyId", p.status, p.vacant_since::text as "vacantSince", p.rent_price::text as "rentPrice", ${names}
        from properties p left join properties b on b.id = p.parent_id
        where p.is_active and p.status in ('available', 'maintenance') and p.vacant_since <= ${addDays(today, -minDays)}::date
          and not exists (select 1 from properties u where u.parent_id = p.id)
        order by p.vacant_since, p.id limit ${limit}`,
  );
}

export type MaintenanceDue = Names & { id: string; requestNumber: string; title: string; propertyId: string; scheduledFor: string; estimatedCost: string | null };

/** Maintenance visits scheduled by `today + aheadDays` (or past their day) and not started yet, the earliest first. */
export async function maintenanceDueForAlerts(tx: Tx, today: string, aheadDays: number, limit: number): Promise<MaintenanceDue[]> {
  return queryRows<MaintenanceDue>(
    tx,
    sql`select m.id, m.request_number as "requestNumber", m.title, m.property_id as "propertyId", m.scheduled_for::text as "scheduledFor", m.estimated_cost::text as "estimatedCost", ${names}
        from property_maintenance m join properties p on p.id = m.property_id left join properties b on b.id = p.parent_id
        where m.status in ('open', 'assigned') and m.scheduled_for <= ${addDays(today, aheadDays)}::date
        order by m.scheduled_for, m.id limit ${limit}`,
  );
}
