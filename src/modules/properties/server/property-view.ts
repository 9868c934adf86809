// How a property leaves the API: its row with the owner's and building's names, a building's
// occupancy (its units, the rented ones), money in the company currency's decimals and the days
// it has stood vacant (the vacancy alert of DECISIONS 9 counts from vacantSince).
import { eq, sql } from 'drizzle-orm';
import { daysBetween } from '../../../core/leasing';
import { moneyOut, type CurrencyCode } from '../../../core/money';
import type { Tx } from '../../../server/db/client';
import { propertyOwners } from '../../owners/server/tables';
import { properties } from './tables';

// The building's code and names by subquery: a self-join through an alias loses drizzle's row type.
const parentColumn = (column: 'property_code' | 'name_ar' | 'name_en') => sql<string | null>`(select b.${sql.raw(column)} from properties b where b.id = properties.parent_id)`;

// The outer table is named in full: drizzle leaves columns unqualified in a one-table select,
// where a bare "id" inside the subquery would mean the subquery's own row.
/** Units of the row's property, and how many of them are rented (0 and 0 for a property without units). */
export const unitsCount = sql<number>`(select count(*) from properties u where u.parent_id = properties.id and u.is_active)`.mapWith(Number);
export const rentedUnits = sql<number>`(select count(*) from properties u where u.parent_id = properties.id and u.is_active and u.status = 'rented')`.mapWith(Number);

export const propertyColumns = {
  property: properties,
  ownerNameAr: propertyOwners.nameAr,
  ownerNameEn: propertyOwners.nameEn,
  parentCode: parentColumn('property_code'),
  parentNameAr: parentColumn('name_ar'),
  parentNameEn: parentColumn('name_en'),
  unitsCount,
  rentedUnits,
};

/** Properties with their owner and building joined, for the list and the page. */
export function selectProperties(tx: Tx) {
  return tx.select(propertyColumns).from(properties).leftJoin(propertyOwners, eq(propertyOwners.id, properties.ownerId));
}

export type PropertyRow = { property: typeof properties.$inferSelect; ownerNameAr: string | null; ownerNameEn: string | null; parentCode: string | null; parentNameAr: string | null; parentNameEn: string | null; unitsCount: number; rentedUnits: number };

/** Days vacant: from vacantSince while the property stands empty (not rented, not sold). */
export function daysVacant(row: Pick<typeof properties.$inferSelect, 'status' | 'vacantSince'>, today: string): number | null {
  if (!row.vacantSince || row.status === 'rented' || row.status === 'sold') return null;
  return Math.max(0, daysBetween(row.vacantSince, today));
}

export function propertyView(row: PropertyRow, ctx: { currency: CurrencyCode; today: string }) {
  const { searchName: _searchName, ...p } = row.property;
  return {
    ...p,
    rentPrice: moneyOut(p.rentPrice, ctx.currency),
    salePrice: moneyOut(p.salePrice, ctx.currency),
    currency: ctx.currency,
    ownerNameAr: row.ownerNameAr,
    ownerNameEn: row.ownerNameEn,
    parentCode: row.parentCode,
    parentNameAr: row.parentNameAr,
    parentNameEn: row.parentNameEn,
    unitsCount: row.unitsCount,
    rentedUnits: row.rentedUnits,
    daysVacant: daysVacant(p, ctx.today),
  };
}
