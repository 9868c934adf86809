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
  '/super-admin/companies': async () => ({ Component: (await import('../features/super-admin/pages/companies-page')).CompaniesPage }),
  '/hr/employees': async () => ({ Component: (await import('../features/hr/pages/employees-page')).EmployeesPage }),
  '/hr/user-management': async () => ({ Component: (await import('../features/hr/pages/user-management-page')).UserManagementPage }),
  '/hr/attendance': async () => ({ Component: (await import('../features/hr/pages/attendance-page')).AttendancePage }),
  '/hr/leave-management': async () => ({ Component: (await import('../features/hr/pages/leave-page')).LeavePage }),
  '/hr/location-settings': async () => ({ Component: (await import('../features/hr/pages/location-settings-page')).LocationSettingsPage }),
  '/hr/reports': async () => ({ Component: (await import('../features/hr/pages/reports-page')).ReportsPage }),
  '/hr/settings': async () => ({ Component: (await import('../features/hr/pages/hr-settings-page')).HrSettingsPage }),
  '/quotation-approval': async () => ({ Component: (await import('../features/shell/pages/public-not-available-page')).PublicNotAvailablePage }),
};

/** The lazy page of a route pattern. */
export function pageFor(path: string): PageLoader {
  return PAGES[path] ?? notAvailable;
}
