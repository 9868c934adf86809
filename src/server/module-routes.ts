// The server-side registry of business modules: one line per module folder (src/modules/<id>).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './http/env';
import { auditRoutes } from '../modules/admin/server/audit-routes';
import { backupRoutes } from '../modules/admin/server/backup/routes';
import { approvalRoutes } from '../modules/admin/server/approvals/routes';
import { signatureRoutes } from '../modules/admin/server/signatures/routes';
import { alertsRoutes } from '../modules/alerts/server/routes';
import { billingRoutes } from '../modules/billing/server/routes';
import { financeRoutes } from '../modules/finance/server/routes';
import { depositsRoutes } from '../modules/deposits/server/routes';
import { financeHealthRoutes } from '../modules/finance-health/server/routes';
import { fixedAssetsRoutes } from '../modules/fixed-assets/server/routes';
import { payrollRoutes } from '../modules/payroll/server/routes';
import { budgetsRoutes } from '../modules/budgets/server/routes';
import { contractsRoutes } from '../modules/contracts/server/routes';
import { customersRoutes } from '../modules/customers/server/routes';
import { dashboardRoutes } from '../modules/dashboard/server/routes';
import { searchRoutes } from '../modules/dashboard/server/search-routes';
import { setupChecklistRoutes } from '../modules/dashboard/server/setup-routes';
import { fleetRoutes } from '../modules/fleet/server/routes';
import { maintenanceRoutes } from '../modules/maintenance/server/routes';
import { dispatchPermitsRoutes } from '../modules/dispatch-permits/server/routes';
import { vehicleInspectionsRoutes } from '../modules/vehicle-inspections/server/routes';
import { fleetReportsRoutes } from '../modules/fleet-reports/server/routes';
import { hrRoutes } from '../modules/hr/server/routes';
import { quotationsRoutes } from '../modules/quotations/server/routes';
import { platformAdminRoutes } from '../modules/platform-admin/server/routes';
import { subscriptionsRoutes } from '../modules/subscriptions/server/routes';
import { supportRoutes } from '../modules/support/server/routes';
import { landingAdminRoutes } from '../modules/landing/server/routes';
import { leasesRoutes } from '../modules/property-contracts/server/routes';
import { propertiesRoutes } from '../modules/properties/server/routes';
import { ownersRoutes } from '../modules/owners/server/routes';
import { tenantsRoutes } from '../modules/tenants/server/routes';
import { trafficFinesRoutes } from '../modules/traffic-fines/server/routes';
import { vehicleFinancingRoutes } from '../modules/vehicle-installments/server/routes';
import { payablesRoutes } from '../modules/payables/server/routes';
import { treasuryRoutes } from '../modules/treasury/server/routes';

export const MODULE_ROUTES: ReadonlyArray<(app: OpenAPIHono<AppEnv>) => void> = [
  hrRoutes,
  fleetRoutes,
  trafficFinesRoutes,
  maintenanceRoutes,
  dispatchPermitsRoutes,
  vehicleInspectionsRoutes,
  fleetReportsRoutes,
  customersRoutes,
  quotationsRoutes,
  contractsRoutes,
  billingRoutes,
  leasesRoutes,
  financeRoutes,
  depositsRoutes,
  financeHealthRoutes,
  fixedAssetsRoutes,
  payrollRoutes,
  budgetsRoutes,
  dashboardRoutes,
  alertsRoutes,
  searchRoutes,
  setupChecklistRoutes,
  platformAdminRoutes,
  subscriptionsRoutes,
  supportRoutes,
  landingAdminRoutes,
  propertiesRoutes,
  ownersRoutes,
  tenantsRoutes,
  vehicleFinancingRoutes,
  payablesRoutes,
  treasuryRoutes,
  auditRoutes,
  backupRoutes,
  approvalRoutes,
  signatureRoutes,
];
