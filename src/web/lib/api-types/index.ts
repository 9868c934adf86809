// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { AdminSchemas, AdminResponses } from './admin.gen';
import type { AlertsSchemas, AlertsResponses } from './alerts.gen';
import type { ApprovalsSchemas, ApprovalsResponses } from './approvals.gen';
import type { AttendanceSchemas, AttendanceResponses } from './attendance.gen';
import type { BillingSchemas, BillingResponses } from './billing.gen';
import type { BudgetsSchemas, BudgetsResponses } from './budgets.gen';
import type { CommonSchemas } from './common.gen';
import type { CompanyResponses } from './company.gen';
import type { ContractsSchemas, ContractsResponses } from './contracts.gen';
import type { CustomersSchemas, CustomersResponses } from './customers.gen';
import type { DashboardResponses } from './dashboard.gen';
import type { DispatchPermitsSchemas, DispatchPermitsResponses } from './dispatch-permits.gen';
import type { FeaturesResponses } from './features.gen';
import type { FinanceSchemas, FinanceResponses } from './finance.gen';
import type { FinanceCostCentersSchemas, FinanceCostCentersResponses } from './finance-cost-centers.gen';
import type { FinanceDepositsSchemas, FinanceDepositsResponses } from './finance-deposits.gen';
import type { FinanceHealthSchemas, FinanceHealthResponses } from './finance-health.gen';
import type { FinanceReportsSchemas, FinanceReportsResponses } from './finance-reports.gen';
import type { FixedAssetsSchemas, FixedAssetsResponses } from './fixed-assets.gen';
import type { FleetSchemas, FleetResponses } from './fleet.gen';
import type { FleetReportsSchemas, FleetReportsResponses } from './fleet-reports.gen';
import type { HealthResponses } from './health.gen';
import type { HrResponses } from './hr.gen';
import type { LandingContentResponses } from './landing-content.gen';
import type { LeaseChequesResponses } from './lease-cheques.gen';
import type { LeasesSchemas, LeasesResponses } from './leases.gen';
import type { MeResponses } from './me.gen';
import type { OwnersSchemas, OwnersResponses } from './owners.gen';
import type { PayablesSchemas, PayablesResponses } from './payables.gen';
import type { PayrollSchemas, PayrollResponses } from './payroll.gen';
import type { PayrollReportsResponses } from './payroll-reports.gen';
import type { PayrollSettingsResponses } from './payroll-settings.gen';
import type { PayrollSettlementsResponses } from './payroll-settlements.gen';
import type { PlatformCompaniesResponses } from './platform-companies.gen';
import type { PlatformDashboardResponses } from './platform-dashboard.gen';
import type { PlatformFeatureGatesSchemas, PlatformFeatureGatesResponses } from './platform-feature-gates.gen';
import type { PlatformJobsResponses } from './platform-jobs.gen';
import type { PlatformLandingContentSchemas, PlatformLandingContentResponses } from './platform-landing-content.gen';
import type { PlatformMailOutboxResponses } from './platform-mail-outbox.gen';
import type { PlatformPlansSchemas, PlatformPlansResponses } from './platform-plans.gen';
import type { PlatformReportsResponses } from './platform-reports.gen';
import type { PlatformSettingsResponses } from './platform-settings.gen';
import type { PlatformSubscriptionsSchemas, PlatformSubscriptionsResponses } from './platform-subscriptions.gen';
import type { PlatformSupportSchemas, PlatformSupportResponses } from './platform-support.gen';
import type { PlatformUsersResponses } from './platform-users.gen';
import type { PropertiesSchemas, PropertiesResponses } from './properties.gen';
import type { PropertyMaintenanceSchemas, PropertyMaintenanceResponses } from './property-maintenance.gen';
import type { PublicSchemas, PublicResponses } from './public.gen';
import type { QuotationsSchemas, QuotationsResponses } from './quotations.gen';
import type { SearchResponses } from './search.gen';
import type { SignatureSettingsSchemas, SignatureSettingsResponses } from './signature-settings.gen';
import type { SignupResponses } from './signup.gen';
import type { SubscriptionResponses } from './subscription.gen';
import type { SupportResponses } from './support.gen';
import type { TenantsSchemas, TenantsResponses } from './tenants.gen';
import type { TrafficViolationPaymentsResponses } from './traffic-violation-payments.gen';
import type { TrafficViolationsSchemas, TrafficViolationsResponses } from './traffic-violations.gen';
import type { TreasurySchemas, TreasuryResponses } from './treasury.gen';
import type { VehicleFinancingSchemas, VehicleFinancingResponses } from './vehicle-financing.gen';
import type { VehicleInspectionsSchemas, VehicleInspectionsResponses } from './vehicle-inspections.gen';

/** The named schemas of the document (components.schemas). */
export type Schemas = AdminSchemas &
  AlertsSchemas &
  ApprovalsSchemas &
  AttendanceSchemas &
  BillingSchemas &
  BudgetsSchemas &
  CommonSchemas &
  ContractsSchemas &
  CustomersSchemas &
  DispatchPermitsSchemas &
  FinanceSchemas &
  FinanceCostCentersSchemas &
  FinanceDepositsSchemas &
  FinanceHealthSchemas &
  FinanceReportsSchemas &
  FixedAssetsSchemas &
  FleetSchemas &
  FleetReportsSchemas &
  LeasesSchemas &
  OwnersSchemas &
  PayablesSchemas &
  PayrollSchemas &
  PlatformFeatureGatesSchemas &
  PlatformLandingContentSchemas &
  PlatformPlansSchemas &
  PlatformSubscriptionsSchemas &
  PlatformSupportSchemas &
  PropertiesSchemas &
  PropertyMaintenanceSchemas &
  PublicSchemas &
  QuotationsSchemas &
  SignatureSettingsSchemas &
  TenantsSchemas &
  TrafficViolationsSchemas &
  TreasurySchemas &
  VehicleFinancingSchemas &
  VehicleInspectionsSchemas;

/** The JSON body of each operation’s success answer, by `METHOD /path`. */
export type ApiResponses = AdminResponses &
  AlertsResponses &
  ApprovalsResponses &
  AttendanceResponses &
  BillingResponses &
  BudgetsResponses &
  CompanyResponses &
  ContractsResponses &
  CustomersResponses &
  DashboardResponses &
  DispatchPermitsResponses &
  FeaturesResponses &
  FinanceResponses &
  FinanceCostCentersResponses &
  FinanceDepositsResponses &
  FinanceHealthResponses &
  FinanceReportsResponses &
  FixedAssetsResponses &
  FleetResponses &
  FleetReportsResponses &
  HealthResponses &
  HrResponses &
  LandingContentResponses &
  LeaseChequesResponses &
  LeasesResponses &
  MeResponses &
  OwnersResponses &
  PayablesResponses &
  PayrollResponses &
  PayrollReportsResponses &
  PayrollSettingsResponses &
  PayrollSettlementsResponses &
  PlatformCompaniesResponses &
  PlatformDashboardResponses &
  PlatformFeatureGatesResponses &
  PlatformJobsResponses &
  PlatformLandingContentResponses &
  PlatformMailOutboxResponses &
  PlatformPlansResponses &
  PlatformReportsResponses &
  PlatformSettingsResponses &
  PlatformSubscriptionsResponses &
  PlatformSupportResponses &
  PlatformUsersResponses &
  PropertiesResponses &
  PropertyMaintenanceResponses &
  PublicResponses &
  QuotationsResponses &
  SearchResponses &
  SignatureSettingsResponses &
  SignupResponses &
  SubscriptionResponses &
  SupportResponses &
  TenantsResponses &
  TrafficViolationPaymentsResponses &
  TrafficViolationsResponses &
  TreasuryResponses &
  VehicleFinancingResponses &
  VehicleInspectionsResponses;

export type ApiResponse<K extends keyof ApiResponses> = ApiResponses[K];
