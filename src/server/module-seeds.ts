// Demo data of each business module, run inside the demo seed's transaction: one line per module.
import type { Tx } from './db/client';
import { seedAlertsDemo } from '../modules/alerts/server/seed';
import { seedHrDemo } from '../modules/hr/server/seed';
import { seedRentalDemo } from '../modules/contracts/server/seed';
import { seedDispatchPermitsDemo } from '../modules/dispatch-permits/server/seed';
import { seedVehicleInspectionsDemo } from '../modules/vehicle-inspections/server/seed';
import { seedApprovalsDemo } from '../modules/contracts/server/approval-seed';
import { seedQuotationApprovalsDemo } from '../modules/quotations/server/approval-seed';
import { seedFinanceDemo } from '../modules/finance/server/seed';
import { seedRealEstateDemo } from '../modules/property-contracts/server/seed';
import { seedFinesDemo } from '../modules/traffic-fines/server/seed';
import { seedFinancingDemo } from '../modules/vehicle-installments/server/seed';
import { seedMaintenanceDemo } from '../modules/maintenance/server/seed';
import { seedPayablesDemo } from '../modules/payables/server/seed';
import { seedFixedAssetsDemo } from '../modules/fixed-assets/server/seed';
import { seedPayrollDemo } from '../modules/payroll/server/seed';
import { seedTreasuryDemo } from '../modules/treasury/server/seed';
import { seedBudgetsDemo } from '../modules/budgets/server/seed';
import { seedSignatureDemo } from '../modules/admin/server/signatures/seed';

/** `scale` multiplies the amount of demo data (benchmarks: `npm run db:seed -- --scale 50`). */
export type ModuleSeed = (tx: Tx, ctx: { companyId: string; businessType: string; scale: number }) => Promise<void>;

// The real-estate seed runs after finance's: the company keeps books, so its events post live.
// Fines follow the rental demo: they are matched to its contracts. The approvals demo books a
// vehicle free of the permits and inspections before it.
export const MODULE_DEMO_SEEDS: readonly ModuleSeed[] = [seedHrDemo, seedFinanceDemo, seedRentalDemo, seedFinesDemo, seedFinancingDemo, seedMaintenanceDemo, seedPayablesDemo, seedFixedAssetsDemo, seedPayrollDemo, seedDispatchPermitsDemo, seedVehicleInspectionsDemo, seedApprovalsDemo, seedQuotationApprovalsDemo, seedRealEstateDemo, seedTreasuryDemo, seedBudgetsDemo, seedAlertsDemo, seedSignatureDemo];
