// One property's page: facts and owner, its building or its units (each with its current
// tenant), the building's occupancy, leases current and past, rent due and collected this year,
// maintenance and documents. A building's leases, rent and maintenance are its units' too.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { moneyOut } from '../../../core/money';
import type { Tx } from '../../../server/db/client';
import { notFound } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { propertyOwners } from '../../owners/server/tables';
import { leasesOfProperties, rentSummary } from '../../property-contracts/server';
import { maintenanceView, selectMaintenance } from './maintenance-reads';
import { propertyView, selectProperties } from './property-view';
import { blockingRequest } from './service';
import { properties, propertyDocuments, propertyMaintenance } from './tables';
import { inTurn } from '../../../server/db/in-turn';

export async function propertyDetail(tx: Tx, id: string) {
  const [row] = await selectProperties(tx).where(eq(properties.id, id));
  if (!row) throw notFound();
  const ctx = await companyContext(tx);
  const p = row.property;
  const [owner, parent, units, documents, blocking] = await inTurn([
    () => p.ownerId
      ? tx.select({ id: propertyOwners.id, ownerCode: propertyOwners.ownerCode, nameAr: propertyOwners.nameAr, nameEn: propertyOwners.nameEn, phone: propertyOwners.phone }).from(propertyOwners).where(eq(propertyOwners.id, p.ownerId))
      : Promise.resolve([]),
    () => p.parentId ? tx.select({ id: properties.id, propertyCode: properties.propertyCode, nameAr: properties.nameAr, nameEn: properties.nameEn, status: properties.status }).from(properties).where(eq(properties.id, p.parentId)) : Promise.resolve([]),
    () => tx.select().from(properties).where(eq(properties.parentId, id)).orderBy(asc(properties.unitNumber), asc(properties.propertyCode)),
    () => tx.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, id)).orderBy(desc(propertyDocuments.createdAt)),
    () => blockingRequest(tx, id),
  ]);
  const scope = [id, ...units.map((u) => u.id)];
  const year = ctx.today.slice(0, 4);
  const [leases, rent, maintenance] = await inTurn([
    () => leasesOfProperties(tx, scope),
    () => rentSummary(tx, { propertyIds: scope }, { from: `${year}-01-01`, to: `${year}-12-31`, today: ctx.today }),
    () => selectMaintenance(tx).where(inArray(propertyMaintenance.propertyId, scope)).orderBy(desc(propertyMaintenance.createdAt)).limit(100),
  ]);
  // A unit's tenant: its active lease covering today, else its latest active one.
  const tenantOf = (unitId: string) => {
    const active = leases.filter((l) => l.propertyId === unitId && l.status === 'active');
    return active.find((l) => l.startDate <= ctx.today && ctx.today <= l.endDate) ?? active[0] ?? null;
  };
  const activeUnits = units.filter((u) => u.isActive);
  const rented = activeUnits.filter((u) => u.status === 'rented').length;
  const m = (v: string | null) => moneyOut(v, ctx.currency);
  return {
    ...propertyView(row, ctx),
    owner: owner[0] ?? null,
    parent: parent[0] ?? null,
    units: units.map((u) => {
      const lease = tenantOf(u.id);
      return {
        id: u.id,
        propertyCode: u.propertyCode,
        unitNumber: u.unitNumber,
        nameAr: u.nameAr,
        nameEn: u.nameEn,
        propertyType: u.propertyType,
        status: u.status,
        areaSqm: u.areaSqm,
        bedrooms: u.bedrooms,
        rentPrice: m(u.rentPrice),
        vacantSince: u.vacantSince,
        tenantNameAr: lease?.tenantNameAr ?? null,
        tenantNameEn: lease?.tenantNameEn ?? null,
        leaseId: lease?.id ?? null,
      };
    }),
    occupancy: activeUnits.length ? { units: activeUnits.length, rented, vacant: activeUnits.length - rented, percent: Math.round((rented * 100) / activeUnits.length) } : null,
    leases: leases.map((l) => ({
      id: l.id,
      leaseNumber: l.leaseNumber,
      status: l.status,
      propertyId: l.propertyId,
      propertyCode: l.propertyCode,
      unitNumber: l.unitNumber,
      customerId: l.customerId,
      tenantNameAr: l.tenantNameAr,
      tenantNameEn: l.tenantNameEn,
      startDate: l.startDate,
      endDate: l.endDate,
      terminatedOn: l.terminatedOn,
      monthlyRent: m(l.monthlyRent)!,
    })),
    rent: { from: `${year}-01-01`, to: `${year}-12-31`, due: m(rent.due)!, collected: m(rent.collected)!, overdue: m(rent.overdue)!, overdueCount: rent.overdueCount },
    maintenance: maintenance.map((r) => maintenanceView(r, ctx.currency)),
    documents,
    leasable: p.isActive && p.status !== 'sold' && units.length === 0 && !blocking,
  };
}
