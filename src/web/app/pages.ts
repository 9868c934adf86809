// The web page registry: which component a manifest route renders. One line per built page;
// every other route renders the honest "not available yet" page until its module lands.
import type { ComponentType } from 'react';

export type PageModule = { Component: ComponentType };
export type PageLoader = () => Promise<PageModule>;

const notAvailable: PageLoader = async () => ({ Component: (await import('../features/shell/pages/not-available-page')).NotAvailablePage });

const PAGES: Readonly<Record<string, PageLoader>> = {
  '/dashboard': async () => ({ Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage }),
  '/profile': async () => ({ Component: (await import('../features/profile/pages/profile-page')).ProfilePage }),
  '/settings': async () => ({ Component: (await import('../features/settings/pages/settings-page')).SettingsPage }),
  '/search': async () => ({ Component: (await import('../features/shell/pages/search-page')).SearchPage }),
  '/super-admin/companies': async () => ({ Component: (await import('../../modules/platform-admin/web/pages/companies-page')).CompaniesPage }),
  '/super-admin/companies/create': async () => ({ Component: (await import('../../modules/platform-admin/web/pages/create-company-page')).CreateCompanyPage }),
  '/super-admin/users': async () => ({ Component: (await import('../../modules/platform-admin/web/pages/users-page')).UsersPage }),
  '/super-admin/dashboard': async () => ({ Component: (await import('../../modules/platform-admin/web/pages/dashboard-page')).PlatformDashboardPage }),
  '/super-admin/reports': async () => ({ Component: (await import('../../modules/platform-admin/web/pages/reports-page')).PlatformReportsPage }),
  '/super-admin/settings': async () => ({ Component: (await import('../../modules/platform-admin/web/pages/settings-page')).PlatformSettingsPage }),
  '/super-admin/support': async () => ({ Component: (await import('../../modules/support/web/pages/platform-support-page')).PlatformSupportPage }),
  '/super-admin/payments': async () => ({ Component: (await import('../../modules/subscriptions/web/pages/payments-page')).PaymentsPage }),
  '/subscription': async () => ({ Component: (await import('../../modules/subscriptions/web/pages/subscription-page')).SubscriptionPage }),
  '/super-admin/landing-management': async () => ({ Component: (await import('../../modules/landing/web/pages/landing-management-page')).LandingManagementPage }),
  '/support': async () => ({ Component: (await import('../../modules/support/web/pages/support-page')).SupportPage }),
  '/support/ticket/:ticketId': async () => ({ Component: (await import('../../modules/support/web/pages/ticket-page')).TicketPage }),
  '/hr/employees': async () => ({ Component: (await import('../../modules/hr/web/pages/employees-page')).EmployeesPage }),
  '/hr/user-management': async () => ({ Component: (await import('../../modules/hr/web/pages/user-management-page')).UserManagementPage }),
  '/hr/attendance': async () => ({ Component: (await import('../../modules/hr/web/pages/attendance-page')).AttendancePage }),
  '/hr/leave-management': async () => ({ Component: (await import('../../modules/hr/web/pages/leave-page')).LeavePage }),
  '/hr/location-settings': async () => ({ Component: (await import('../../modules/hr/web/pages/location-settings-page')).LocationSettingsPage }),
  '/hr/reports': async () => ({ Component: (await import('../../modules/hr/web/pages/reports-page')).ReportsPage }),
  '/hr/settings': async () => ({ Component: (await import('../../modules/hr/web/pages/hr-settings-page')).HrSettingsPage }),
  '/quotation-approval': async () => ({ Component: (await import('../../modules/quotations/web/pages/approval-page')).ApprovalPage }),
  '/quotations': async () => ({ Component: (await import('../../modules/quotations/web/pages/quotations-page')).QuotationsPage }),
  '/quotations/new': async () => ({ Component: (await import('../../modules/quotations/web/pages/new-quotation-page')).NewQuotationPage }),
  '/quotations/:id': async () => ({ Component: (await import('../../modules/quotations/web/pages/quotation-page')).QuotationPage }),
  '/customers': async () => ({ Component: (await import('../../modules/customers/web/pages/customers-page')).CustomersPage }),
  '/customers/:id': async () => ({ Component: (await import('../../modules/customers/web/pages/customer-page')).CustomerPage }),
  '/owners': async () => ({ Component: (await import('../../modules/owners/web/pages/owners-page')).OwnersPage }),
  '/owners/:id': async () => ({ Component: (await import('../../modules/owners/web/pages/owner-page')).OwnerPage }),
  '/tenants': async () => ({ Component: (await import('../../modules/tenants/web/pages/tenants-page')).TenantsPage }),
  '/tenants/:id': async () => ({ Component: (await import('../../modules/tenants/web/pages/tenant-page')).TenantPage }),
  '/contracts': async () => ({ Component: (await import('../../modules/contracts/web/pages/contracts-page')).ContractsPage }),
  '/contracts/new': async () => ({ Component: (await import('../../modules/contracts/web/pages/new-contract-page')).NewContractPage }),
  '/contracts/:id': async () => ({ Component: (await import('../../modules/contracts/web/pages/contract-page')).ContractPage }),
  '/contracts/duplicates': async () => ({ Component: (await import('../../modules/contracts/web/pages/duplicates-page')).DuplicatesPage }),
  '/fleet': async () => ({ Component: (await import('../../modules/fleet/web/pages/fleet-page')).FleetPage }),
  '/fleet/vehicles/:id': async () => ({ Component: (await import('../../modules/fleet/web/pages/vehicle-page')).VehiclePage }),
  '/fleet/availability': async () => ({ Component: (await import('../../modules/fleet/web/pages/availability-page')).AvailabilityPage }),
  '/properties': async () => ({ Component: (await import('../../modules/properties/web/pages/properties-page')).PropertiesPage }),
  '/properties/add': async () => ({ Component: (await import('../../modules/properties/web/pages/property-form-page')).PropertyFormPage }),
  '/properties/:id': async () => ({ Component: (await import('../../modules/properties/web/pages/property-page')).PropertyPage }),
  '/properties/:id/edit': async () => ({ Component: (await import('../../modules/properties/web/pages/property-form-page')).PropertyFormPage }),
  '/properties/map': async () => ({ Component: (await import('../../modules/properties/web/pages/map-page')).MapPage }),
  '/properties/maintenance': async () => ({ Component: (await import('../../modules/properties/web/pages/maintenance-page')).MaintenancePage }),
  '/properties/maintenance/:id': async () => ({ Component: (await import('../../modules/properties/web/pages/maintenance-request-page')).MaintenanceRequestPage }),
  '/finance': async () => ({ Component: (await import('../../modules/finance/web/pages/overview-page')).FinanceOverviewPage }),
  '/finance/reports': async () => ({ Component: (await import('../../modules/finance/web/pages/reports-page')).FinanceReportsPage }),
  '/finance/reports/trial-balance': async () => ({ Component: (await import('../../modules/finance/web/pages/statement-page')).TrialBalancePage }),
  '/finance/reports/income-statement': async () => ({ Component: (await import('../../modules/finance/web/pages/statement-page')).IncomeStatementPage }),
  '/finance/reports/balance-sheet': async () => ({ Component: (await import('../../modules/finance/web/pages/statement-page')).BalanceSheetPage }),
  '/finance/reports/cash-flow': async () => ({ Component: (await import('../../modules/finance/web/pages/statement-page')).CashFlowPage }),
  '/finance/reports/aging': async () => ({ Component: (await import('../../modules/finance/web/pages/statement-page')).AgingPage }),
  '/finance/ledger': async () => ({ Component: (await import('../../modules/finance/web/pages/ledger-page')).LedgerPage }),
  '/finance/general-ledger': async () => ({ Component: (await import('../../modules/finance/web/pages/ledger-page')).LedgerPage }),
  '/finance/invoices': async () => ({ Component: (await import('../../modules/billing/web/pages/invoices-page')).InvoicesPage }),
  '/finance/invoices/new': async () => ({ Component: (await import('../../modules/billing/web/pages/new-invoice-page')).NewInvoicePage }),
  '/finance/invoices/:id': async () => ({ Component: (await import('../../modules/billing/web/pages/invoice-page')).InvoicePage }),
  '/finance/payments': async () => ({ Component: (await import('../../modules/billing/web/pages/payments-page')).PaymentsPage }),
  '/finance/payments/new': async () => ({ Component: (await import('../../modules/billing/web/pages/payments-page')).NewPaymentPage }),
  '/finance/chart-of-accounts': async () => ({ Component: (await import('../../modules/finance/web/pages/chart-of-accounts-page')).ChartOfAccountsPage }),
  '/finance/account-mappings': async () => ({ Component: (await import('../../modules/finance/web/pages/account-mappings-page')).AccountMappingsPage }),
  '/finance/accounting-wizard': async () => ({ Component: (await import('../../modules/finance/web/pages/accounting-wizard-page')).AccountingWizardPage }),
  '/finance/journal-entries': async () => ({ Component: (await import('../../modules/finance/web/pages/journal-entries-page')).JournalEntriesPage }),
  '/finance/journal-entries/new': async () => ({ Component: (await import('../../modules/finance/web/pages/journal-entry-form-page')).JournalEntryFormPage }),
  '/finance/journal-entries/:id': async () => ({ Component: (await import('../../modules/finance/web/pages/journal-entry-page')).JournalEntryPage }),
  '/finance/journal-entries/:id/edit': async () => ({ Component: (await import('../../modules/finance/web/pages/journal-entry-form-page')).JournalEntryFormPage }),
};

/** The lazy page of a route pattern. */
export function pageFor(path: string): PageLoader {
  return PAGES[path] ?? notAvailable;
}
