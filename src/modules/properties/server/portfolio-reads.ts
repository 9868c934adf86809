// The portfolio at a glance, for the real-estate dashboard (the dashboard asks through
// service.ts): occupancy of what can be let, the properties standing empty longest, and the
// maintenance still open. A handful of aggregate queries over indexed columns.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { addDays } from '../../../core/leasing';
import { inTurn } from '../../../server/db/in-turn';

/** What can be let: a unit or a property let whole (a building divided into units is not), neither sold nor retired. */
const leasable = sql`p.is_active and p.status <> 'sold' and not exists (select 1 from properties u where u.parent_id = p.id)`;

export type VacantProperty = {
  id: string;
  propertyCode: string;
  nameAr: string;
  nameEn: string | null;
  unitNumber: string | null;
  buildingNameAr: string | null;
  buildingNameEn: string | null;
  status: string;
  vacantSince: string | null;
};

export type Occupancy = { leasable: number; rented: number; vacant: number; vacantOver90: number; longestVacant: VacantProperty[] };

/** Rented out of leasable, and the vacant ones (not rented: available, held for work, reserved, for sale) longest first. */
export async function occupancySummary(tx: Tx, today: string, longest = 5): Promise<Occupancy> {
  const [[counts], list] = await inTurn([
    () => queryRows<{ leasable: number; rented: number; over90: number }>(
      tx,
      sql`select count(*)::int as leasable, (count(*) filter (where p.status = 'rented'))::int as rented,
                 (count(*) filter (where p.status <> 'rented' and p.vacant_since <= ${addDays(today, -90)}::date))::int as over90
          from properties p where ${leasable}`,
    ),
    () => queryRows<VacantProperty>(
      tx,
      sql`select p.id, p.property_code as "propertyCode", p.name_ar as "nameAr", p.name_en as "nameEn", p.unit_number as "unitNumber",
                 b.name_ar as "buildingNameAr", b.name_en as "buildingNameEn", p.status, p.vacant_since::text as "vacantSince"
          from properties p left join properties b on b.id = p.parent_id
          where ${leasable} and p.status <> 'rented'
          order by p.vacant_since asc nulls last, p.property_code
          limit ${longest}`,
    ),
  ]);
  const all = counts ?? { leasable: 0, rented: 0, over90: 0 };
  return { leasable: all.leasable, rented: all.rented, vacant: all.leasable - all.rented, vacantOver90: all.over90, longestVacant: list };
}

export type OpenMaintenance = { total: number; open: number; assigned: number; inProgress: number; urgent: number };

/** Requests not yet completed or cancelled, by status, and how many of them are urgent. */
export async function openMaintenanceSummary(tx: Tx): Promise<OpenMaintenance> {
  const [row] = await queryRows<OpenMaintenance>(
    tx,
    sql`select count(*)::int as total, (count(*) filter (where status = 'open'))::int as open, (count(*) filter (where status = 'assigned'))::int as assigned,
               (count(*) filter (where status = 'in_progress'))::int as "inProgress", (count(*) filter (where priority = 'urgent'))::int as urgent
        from property_maintenance where status in ('open', 'assigned', 'in_progress')`,
  );
  return row ?? { total: 0, open: 0, assigned: 0, inProgress: 0, urgent: 0 };
}
