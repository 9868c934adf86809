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
const COMPANY_ADMIN = [
  '/audit',
  '/settings/advanced', '/settings/electronic-signature',
  '/fleet', '/fleet/dispatch-permits', '/fleet/vehicle-condition-check', '/fleet/maintenance', '/fleet/traffic-violations', '/fleet/traffic-violation-payments', '/fleet/reports', '/fleet/financial-analysis', '/fleet/vehicle-installments',
  '/contracts/duplicates', '/contracts/duplicates/diagnostic',
  '/properties/maintenance',
  '/hr/employees', '/hr/user-management', '/hr/attendance', '/hr/leave-management', '/hr/location-settings', '/hr/payroll', '/hr/reports', '/hr/settings',
  '/approvals', '/performance', '/import', '/invoice-scanner',
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
