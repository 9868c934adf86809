// What other modules may use of leases: reads for property, tenant and owner pages and the
// dashboard (reads.ts, dashboard-reads.ts), and for the alerts center (alert-reads.ts); the lease
// lifecycle itself is the service's (service.ts).
export { leasesOfProperties, ownerCollectedTotals, ownerCollections, rentSummary, tenantLeases, type LeaseSummary, type OwnerCollection, type RentSummary } from './reads';
export { leasesEnding, overdueRent, rentMonths, type EndingLease, type Overdue, type OverdueLease, type RentMonths } from './dashboard-reads';
export { leasesEndingForAlerts, overdueInstallments, type LeaseEndingAlert, type OverdueInstallment } from './alert-reads';
export { leaseExpiries, type LeaseExpiry } from './expiry-reads';
export { leaseDepositRows } from './deposit-reads';
