// DECISIONS 16: the bottom bar's five tabs per business type, a missing module's tab giving its
// place to the type's next most used page, and the longest matching tab lit.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODULES } from '../../../../core/companies';
import { buildMenu, menuPaths, type AccessContext } from '../../../../core/modules';
import { ROLE_PERMISSIONS, type Role } from '../../../../core/permissions';
import { MODULES } from '../../../../modules';
import { activeTab, bottomTabs } from './bottom-tabs';

const as = (role: Role): AccessContext => ({ signedIn: true, roles: [role], permissions: [...ROLE_PERMISSIONS[role]], accountOk: true, features: {} });
const paths = (businessType: string, modules: readonly string[], role: Role = 'company_admin') => bottomTabs({ manifests: MODULES, businessType, activeModules: modules, access: as(role) }).map((t) => t.path);
const without = (list: readonly string[], id: string) => list.filter((m) => m !== id);

describe('bottom bar tabs', () => {
  it('car rental: dashboard, customers, contracts, fleet, reports', () => {
    expect(paths('car_rental', DEFAULT_MODULES.car_rental)).toEqual(['/dashboard', '/customers', '/contracts', '/fleet', '/reports']);
  });

  it('real estate: dashboard, properties, leases, tenants, reports', () => {
    expect(paths('real_estate', DEFAULT_MODULES.real_estate)).toEqual(['/dashboard', '/properties', '/properties/contracts', '/tenants', '/reports']);
  });

  it('a module the company does not have gives its place to the next most used page', () => {
    expect(paths('car_rental', without(DEFAULT_MODULES.car_rental, 'customers'))).toEqual(['/dashboard', '/contracts', '/fleet', '/reports', '/quotations']);
    expect(paths('real_estate', without(DEFAULT_MODULES.real_estate, 'tenants'))).toEqual(['/dashboard', '/properties', '/properties/contracts', '/reports', '/owners']);
    // Without leases, /properties/contracts is not "found" through the /properties/:id page.
    expect(paths('real_estate', without(DEFAULT_MODULES.real_estate, 'property_contracts'))).toEqual(['/dashboard', '/properties', '/tenants', '/reports', '/owners']);
  });

  it('other business types take their first menu entries after the dashboard', () => {
    for (const type of ['retail', 'medical', 'consulting'] as const) {
      const input = { manifests: MODULES, businessType: type, activeModules: DEFAULT_MODULES[type], access: as('company_admin') };
      const menu = menuPaths(buildMenu(input).main).filter((p) => p !== '/dashboard');
      const tabs = paths(type, DEFAULT_MODULES[type]);
      expect(tabs[0], type).toBe('/dashboard');
      expect(tabs.slice(1), type).toEqual([...new Set(menu)].slice(0, tabs.length - 1));
      expect(tabs.length, type).toBe(Math.min(5, 1 + new Set(menu).size));
    }
  });

  it('leaves out what the user may not open and fills the place', () => {
    const tabs = paths('car_rental', DEFAULT_MODULES.car_rental, 'employee');
    expect(tabs).toHaveLength(new Set(tabs).size);
    expect(tabs[0]).toBe('/dashboard');
    expect(tabs.length).toBeLessThanOrEqual(5);
  });

  it('lights the dashboard on an exact match and the others on a prefix, the longest winning', () => {
    const tabs = bottomTabs({ manifests: MODULES, businessType: 'real_estate', activeModules: DEFAULT_MODULES.real_estate, access: as('company_admin') });
    expect(activeTab(tabs, '/dashboard')).toBe('/dashboard');
    expect(activeTab(tabs, '/dashboard/')).toBe('/dashboard');
    expect(activeTab(tabs, '/properties')).toBe('/properties');
    expect(activeTab(tabs, '/properties/3f2a')).toBe('/properties');
    expect(activeTab(tabs, '/properties/contracts')).toBe('/properties/contracts');
    expect(activeTab(tabs, '/properties/contracts/9b1c')).toBe('/properties/contracts');
    expect(activeTab(tabs, '/tenants/12')).toBe('/tenants');
    expect(activeTab(tabs, '/owners')).toBeNull();
    expect(activeTab(tabs, '/')).toBeNull();
  });
});
