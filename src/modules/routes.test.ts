import { describe, expect, it } from 'vitest';
import { allRoutes, canAccess, preloadPlan, routeFor, type AccessContext } from '../core/modules';
import { effectivePermissions } from '../core/permissions/matrix';
import { MODULES } from './index';

const as = (role: string): AccessContext => ({ signedIn: true, roles: [role], permissions: effectivePermissions([role], []), accountOk: true });

// Spec §2 "Company area", word for word.
const ANY_SIGNED_IN = [
  '/dashboard', '/subscription', '/profile', '/settings', '/search',
  '/contracts', '/customers', '/tenants', '/properties', '/properties/add', '/properties/42', '/properties/contracts', '/properties/map', '/owners', '/quotations', '/reports',
  '/report/fleet/monthly',
  '/support', '/support/ticket/7',
  '/finance', '/finance/anything', '/finance/invoices',
];
// Spec §2's company-admin pages that DECISIONS 17 keeps for company admins only.
const COMPANY_ADMIN = [
  '/audit',
  '/settings/advanced', '/settings/electronic-signature',
  '/contracts/duplicates', '/contracts/duplicates/diagnostic',
  '/hr/user-management', '/hr/location-settings', '/hr/settings',
  '/performance', '/import', '/invoice-scanner',
];
// DECISIONS 17: spec §2's other company-admin pages open to a company admin or to whoever's
// permissions cover what the page does; the rest are refused. (Colleagues' HR records: DECISIONS 18.)
const BY_PERMISSION: Array<[path: string, opens: string[], refused: string[]]> = [
  ['/fleet', ['fleet_manager', 'manager', 'employee', 'sales_agent'], ['accountant']],
  ['/fleet/maintenance', ['fleet_manager', 'manager'], ['accountant', 'sales_agent']],
  ['/fleet/maintenance/7', ['fleet_manager', 'manager'], ['accountant', 'sales_agent']],
  ['/fleet/maintenance/new', ['fleet_manager'], ['accountant', 'sales_agent']],
  ['/fleet/maintenance/7/edit', ['fleet_manager'], ['accountant', 'sales_agent']],
  ['/fleet/traffic-violations', ['fleet_manager'], ['accountant', 'sales_agent']],
  ['/fleet/vehicle-installments', ['fleet_manager'], ['accountant', 'sales_agent']],
  ['/fleet/dispatch-permits', ['fleet_manager'], ['accountant', 'sales_agent']],
  // The counter checks the car at hand-over and return.
  ['/fleet/vehicle-condition-check', ['fleet_manager', 'sales_agent'], ['accountant']],
  ['/fleet/reports', ['fleet_manager', 'sales_agent'], ['accountant']],
  ['/fleet/financial-analysis', ['accountant', 'manager'], ['fleet_manager', 'sales_agent']],
  ['/hr/employees', ['manager'], ['accountant', 'fleet_manager', 'sales_agent', 'employee']],
  ['/hr/attendance', ['manager'], ['accountant', 'fleet_manager', 'sales_agent', 'employee']],
  ['/hr/reports', ['manager'], ['accountant', 'fleet_manager', 'sales_agent', 'employee']],
  ['/hr/payroll', ['accountant', 'manager'], ['fleet_manager', 'sales_agent', 'employee']],
  // Approvals: whoever has a request to act on or follow, so every member (the workflows and
  // "all requests" inside stay the company admin's).
  ['/approvals', ['manager', 'accountant', 'fleet_manager', 'sales_agent', 'employee'], []],
  // Asking for one's own leave is everyone's work.
  ['/hr/leave-management', ['accountant', 'fleet_manager', 'sales_agent', 'employee', 'manager'], []],
  // Property maintenance: whoever holds the properties permission (the employee reads it).
  ['/properties/maintenance', ['manager', 'sales_agent', 'employee'], ['accountant', 'fleet_manager']],
  ['/properties/maintenance/7', ['manager', 'employee'], ['accountant']],
  // A lease opens to whoever reads leases (the accountant takes its rent); writing one needs the contracts write permission.
  ['/properties/contracts/7', ['manager', 'accountant', 'sales_agent', 'employee'], []],
  ['/properties/contracts/new', ['manager', 'sales_agent'], ['accountant', 'employee']],
  ['/properties/contracts/7/edit', ['manager', 'sales_agent'], ['accountant', 'employee']],
];
// Spec §2 browse-company list.
const MIRRORED = ['/dashboard', '/subscription', '/fleet', '/fleet/maintenance', '/contracts', '/customers', '/tenants', '/properties', '/properties/9', '/owners', '/quotations', '/finance/ledger', '/hr/payroll', '/reports', '/approvals', '/support'];

describe('company routes (spec §2, §6)', () => {
  it.each(ANY_SIGNED_IN)('%s is open to any signed-in user', (path) => {
    const route = routeFor(MODULES, path);
    expect(route, path).toBeDefined();
    expect(canAccess(route!.access, as('employee')).ok).toBe(true);
  });

  it.each(COMPANY_ADMIN)('%s needs company-admin rights', (path) => {
    const route = routeFor(MODULES, path);
    expect(route, path).toBeDefined();
    expect(canAccess(route!.access, as('manager'))).toEqual({ ok: false, reason: 'company_admin' });
    // Plan-gated pages also need the plan feature; the rights come first.
    const withFeatures = { ...as('company_admin'), features: { electronic_signature: true, data_import: true, invoice_scanner: true } };
    expect(canAccess(route!.access, withFeatures).ok).toBe(true);
  });

  it.each(BY_PERMISSION)('%s opens to %j, not to %j (and always to a company admin)', (path, opens, refused) => {
    const route = routeFor(MODULES, path)!;
    expect(canAccess(route.access, as('company_admin')).ok).toBe(true);
    for (const role of opens) expect(canAccess(route.access, as(role)).ok, role).toBe(true);
    for (const role of refused) expect(canAccess(route.access, as(role)).ok, role).toBe(false);
  });

  it('/backup needs global rights', () => {
    const backup = routeFor(MODULES, '/backup')!;
    expect(canAccess(backup.access, as('company_admin'))).toEqual({ ok: false, reason: 'global' });
    expect(canAccess(backup.access, as('super_admin')).ok).toBe(true);
  });

  it.each(MIRRORED)('%s is mirrored under /browse-company', (path) => {
    expect(routeFor(MODULES, path)?.browse).toBe(true);
  });

  it('the super-admin pages are global-only and none of them is mirrored', () => {
    const platform = allRoutes(MODULES).filter((r) => r.area === 'platform');
    expect(platform.map((r) => r.path.replace('/super-admin/', ''))).toEqual([
      'dashboard', 'companies', 'companies/create', 'users', 'payments', 'support', 'reports', 'landing-management', 'settings',
    ]);
    for (const route of platform) expect(route.access).toEqual({ kind: 'global' });
  });

  it('preloads the spec’s high and medium pages', () => {
    const plan = preloadPlan(MODULES);
    expect([...plan.high].sort()).toEqual(['/contracts', '/customers', '/dashboard', '/finance']);
    expect([...plan.medium].sort()).toEqual(
      ['/fleet', '/reports', '/quotations', '/profile', '/settings', '/finance/chart-of-accounts', '/finance/ledger', '/finance/invoices', '/finance/payments'].sort(),
    );
  });
});
