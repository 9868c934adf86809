// The manifest registry: one line per module folder (ARCHITECTURE.md). Order is the tie-breaker
// for menu entries with the same order number. A unit test fails when a folder is missing here.
import type { ModuleManifest } from '../core/modules';
import { adminModule } from './admin/manifest';
import { alertsModule } from './alerts/manifest';
import { appointmentsModule } from './appointments/manifest';
import { billingModule } from './billing/manifest';
import { contractTemplatesModule } from './contract-templates/manifest';
import { contractsModule } from './contracts/manifest';
import { customersModule } from './customers/manifest';
import { dashboardModule } from './dashboard/manifest';
import { dispatchPermitsModule } from './dispatch-permits/manifest';
import { vehicleInspectionsModule } from './vehicle-inspections/manifest';
import { fleetReportsModule } from './fleet-reports/manifest';
import { financeModule } from './finance/manifest';
import { depositsModule } from './deposits/manifest';
import { financeHealthModule } from './finance-health/manifest';
import { fixedAssetsModule } from './fixed-assets/manifest';
import { payrollModule } from './payroll/manifest';
import { budgetsModule } from './budgets/manifest';
import { fleetModule } from './fleet/manifest';
import { hrModule } from './hr/manifest';
import { inventoryModule } from './inventory/manifest';
import { invoicesModule } from './invoices/manifest';
import { journalEntriesModule } from './journal-entries/manifest';
import { landingModule } from './landing/manifest';
import { legalModule } from './legal/manifest';
import { maintenanceModule } from './maintenance/manifest';
import { medicalRecordsModule } from './medical-records/manifest';
import { menuModule } from './menu/manifest';
import { ordersModule } from './orders/manifest';
import { ownersModule } from './owners/manifest';
import { patientsModule } from './patients/manifest';
import { platformModule } from './platform-admin/manifest';
import { propertiesModule } from './properties/manifest';
import { propertyContractsModule } from './property-contracts/manifest';
import { quotationsModule } from './quotations/manifest';
import { reportsModule } from './reports/manifest';
import { salesModule } from './sales/manifest';
import { settingsModule } from './settings/manifest';
import { stockMovementsModule } from './stock-movements/manifest';
import { subscriptionsModule } from './subscriptions/manifest';
import { suppliersModule } from './suppliers/manifest';
import { supportModule } from './support/manifest';
import { tenantsModule } from './tenants/manifest';
import { trafficFinesModule } from './traffic-fines/manifest';
import { vehiclesModule } from './vehicles/manifest';
import { vehicleInstallmentsModule } from './vehicle-installments/manifest';
import { payablesModule } from './payables/manifest';
import { treasuryModule } from './treasury/manifest';

export const MODULES: readonly ModuleManifest[] = [
  dashboardModule,
  alertsModule,
  subscriptionsModule,
  fleetModule,
  trafficFinesModule,
  vehiclesModule,
  vehicleInstallmentsModule,
  maintenanceModule,
  dispatchPermitsModule,
  vehicleInspectionsModule,
  fleetReportsModule,
  propertiesModule,
  customersModule,
  quotationsModule,
  contractsModule,
  billingModule,
  contractTemplatesModule,
  tenantsModule,
  ownersModule,
  propertyContractsModule,
  patientsModule,
  appointmentsModule,
  medicalRecordsModule,
  menuModule,
  ordersModule,
  salesModule,
  invoicesModule,
  inventoryModule,
  stockMovementsModule,
  suppliersModule,
  financeModule,
  depositsModule,
  financeHealthModule,
  payablesModule,
  fixedAssetsModule,
  treasuryModule,
  budgetsModule,
  journalEntriesModule,
  hrModule,
  payrollModule,
  legalModule,
  reportsModule,
  settingsModule,
  adminModule,
  supportModule,
  platformModule,
  landingModule,
];
