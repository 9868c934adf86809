import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPE_IDS } from '../core/auth/business-types';
import { DEFAULT_MODULES } from '../core/companies';
import { buildMenu, buildPlatformMenu, isGroupOpen, menuPaths, type AccessContext, type Menu, type MenuNode } from '../core/modules';
import { effectivePermissions } from '../core/permissions/matrix';
import { MODULES } from './index';

function as(role: string): AccessContext {
  return { signedIn: true, roles: [role], permissions: effectivePermissions([role], []), accountOk: true };
}

function menuOf(businessType: string, role: string, options: { browsing?: boolean; modules?: readonly string[] } = {}): Menu {
  const modules = options.modules ?? DEFAULT_MODULES[businessType as keyof typeof DEFAULT_MODULES] ?? [];
  return buildMenu({ manifests: MODULES, businessType, activeModules: modules, access: as(role), browsing: options.browsing });
}

/** A readable outline: links by path, groups as `[id] path path …`. */
function outline(nodes: readonly MenuNode[]): string[] {
  return nodes.map((node) => (node.kind === 'link' ? node.path : `[${node.id}] ${outline(node.items).join(' ')}`));
}

const FINANCE_GROUP =
  '[finance] /finance/chart-of-accounts /finance/account-mappings /finance/ledger /finance/treasury /finance/invoices /finance/payments /finance/budgets /finance/cost-centers /finance/assets /finance/vendors /finance/analysis /finance/reports';
const FINANCE_SETTINGS = '[finance_settings] /finance/accounting-wizard /finance/settings/financial-system-analysis';
const HR_GROUP = '[hr] /hr/employees /hr/attendance /hr/leave-management /hr/payroll /hr/reports /hr/location-settings /hr/settings';
const LEGAL_GROUP = '[legal] /legal/advisor /legal/cases';
const FLEET_GROUP = '[fleet] /fleet /fleet/dispatch-permits /fleet/maintenance /fleet/traffic-violations /fleet/traffic-violation-payments /fleet/reports /fleet/vehicle-installments';

describe('car-rental side menu (spec §2)', () => {
  it('is exactly the spec’s menu for a company admin', () => {
    const menu = menuOf('car_rental', 'company_admin');
    expect(outline(menu.main)).toEqual([
      '/dashboard',
      '[fleet] /fleet /fleet/dispatch-permits /fleet/maintenance /fleet/traffic-violations /fleet/traffic-violation-payments /fleet/reports /fleet/vehicle-installments',
      '/quotations',
      '/customers',
      '/contracts',
      `${FINANCE_GROUP} ${FINANCE_SETTINGS}`,
      HR_GROUP,
      LEGAL_GROUP,
      '/reports',
      '/settings',
    ]);
    // Backup needs global rights: a company admin does not see it.
    expect(outline(menu.admin)).toEqual(['/approvals', '/audit']);
    expect(outline(menu.support)).toEqual(['/support', '/help']);
  });

  it('shows backup to the super admin', () => {
    expect(outline(menuOf('car_rental', 'super_admin').admin)).toEqual(['/approvals', '/backup', '/audit']);
  });

  it('an employee reads what spec §6 lets them read, and asks for their own leave; no settings, and of administration only the approvals', () => {
    const menu = menuOf('car_rental', 'employee');
    expect(outline(menu.main)).toEqual(['/dashboard', FLEET_GROUP, '/quotations', '/customers', '/contracts', FINANCE_GROUP, '[hr] /hr/leave-management', LEGAL_GROUP, '/reports']);
    expect(outline(menu.admin)).toEqual(['/approvals']);
    expect(outline(menu.support)).toEqual(['/support', '/help']);
  });

  it('each role reaches its own work (DECISIONS 17)', () => {
    expect(outline(menuOf('car_rental', 'accountant').main)).toEqual([
      '/dashboard', '/quotations', '/customers', '/contracts', `${FINANCE_GROUP} ${FINANCE_SETTINGS}`, '[hr] /hr/leave-management /hr/payroll', '/reports',
    ]);
    expect(outline(menuOf('car_rental', 'fleet_manager').main)).toEqual([
      '/dashboard', FLEET_GROUP, '/quotations', '/customers', '/contracts', '[finance] /finance/invoices /finance/payments', '[hr] /hr/leave-management', '/reports',
    ]);
    expect(outline(menuOf('car_rental', 'manager').main)).toEqual([
      '/dashboard', FLEET_GROUP, '/quotations', '/customers', '/contracts', `${FINANCE_GROUP} ${FINANCE_SETTINGS}`,
      '[hr] /hr/employees /hr/attendance /hr/leave-management /hr/payroll /hr/reports', LEGAL_GROUP, '/reports',
    ]);
    expect(outline(menuOf('car_rental', 'sales_agent').main)).toEqual([
      '/dashboard', '[fleet] /fleet /fleet/reports', '/quotations', '/customers', '/contracts', '[finance] /finance/invoices /finance/payments', '[hr] /hr/leave-management', LEGAL_GROUP, '/reports',
    ]);
  });

  it('drops a module the company switched off', () => {
    const withoutLegal = DEFAULT_MODULES.car_rental.filter((m) => m !== 'legal');
    expect(menuPaths(menuOf('car_rental', 'company_admin', { modules: withoutLegal }).main)).not.toContain('/legal/cases');
  });
});

describe('real-estate side menu (spec §2)', () => {
  it('is exactly the spec’s menu for a company admin, with deposits in finance', () => {
    const menu = menuOf('real_estate', 'company_admin');
    expect(outline(menu.main)).toEqual([
      '/dashboard',
      '[properties] /properties /properties/map /properties/maintenance',
      '/tenants',
      '/owners',
      '/properties/contracts',
      `${FINANCE_GROUP} /finance/deposits ${FINANCE_SETTINGS}`,
      HR_GROUP,
      LEGAL_GROUP,
      '/reports',
      '/settings',
    ]);
  });

  it('shows property maintenance to an employee, who holds the properties permission (DECISIONS 17)', () => {
    expect(outline(menuOf('real_estate', 'employee').main)).toEqual([
      '/dashboard',
      '[properties] /properties /properties/map /properties/maintenance',
      '/tenants',
      '/owners',
      '/properties/contracts',
      `${FINANCE_GROUP} /finance/deposits`,
      '[hr] /hr/leave-management',
      LEGAL_GROUP,
      '/reports',
    ]);
  });
});

describe('generated side menus of the other eight business types', () => {
  const others = BUSINESS_TYPE_IDS.filter((type) => type !== 'car_rental' && type !== 'real_estate');

  it.each(others)('%s: dashboard first, settings last, the rest from the enabled modules', (type) => {
    const menu = menuOf(type, 'company_admin');
    const paths = outline(menu.main);
    expect(menu.scope).toBe('generated');
    expect(paths[0]).toBe('/dashboard');
    expect(paths.at(-1)).toBe('/settings');
    expect(paths).toContain('/finance/journal-entries');
    expect(paths).toContain('/finance/reports');
    expect(paths.join(' ')).not.toContain('[finance]');
    expect(outline(menu.support)).toEqual(['/support', '/help']);
  });

  it('lists each type’s own module pages', () => {
    const paths = (type: string) => menuPaths(menuOf(type, 'company_admin').main);
    expect(paths('retail')).toEqual(expect.arrayContaining(['/inventory', '/stock-movements', '/sales', '/finance/invoices', '/suppliers', '/customers']));
    expect(paths('medical')).toEqual(expect.arrayContaining(['/patients', '/appointments', '/medical-records']));
    expect(paths('restaurant')).toEqual(expect.arrayContaining(['/menu', '/orders', '/inventory']));
    expect(paths('logistics')).toEqual(expect.arrayContaining(['/vehicles', '/maintenance', '/customers', '/contracts']));
    expect(paths('consulting')).toEqual(expect.arrayContaining(['/quotations', '/contracts', '/contract-templates']));
    expect(paths('retail')).not.toContain('/fleet');
    expect(paths('medical')).not.toContain('/inventory');
  });

  it('gives a company with no business type and no modules the bare menu', () => {
    const menu = buildMenu({ manifests: MODULES, businessType: null, activeModules: [], access: as('company_admin') });
    expect(outline(menu.main)).toEqual(['/dashboard', '/settings']);
  });
});

describe('browse mode and the super-admin menu', () => {
  it('shows only the pages mirrored under /browse-company', () => {
    const menu = menuOf('car_rental', 'super_admin', { browsing: true });
    const paths = menuPaths(menu.main);
    expect(paths).toContain('/fleet/maintenance');
    expect(paths).toContain('/finance/invoices');
    expect(paths).not.toContain('/legal/cases');
    expect(paths).not.toContain('/settings');
    expect(outline(menu.admin)).toEqual(['/approvals']);
  });

  it('lists the super-admin pages in the spec order, for the super admin only', () => {
    expect(buildPlatformMenu(MODULES, as('super_admin')).map((l) => l.label.ar)).toEqual([
      'لوحة التحكم الرئيسية',
      'إدارة الشركات',
      'إدارة المستخدمين',
      'المدفوعات والاشتراكات',
      'إدارة الدعم الفني',
      'تقارير النظام',
      'إدارة صفحات الهبوط',
      'إعدادات النظام',
    ]);
    expect(buildPlatformMenu(MODULES, as('company_admin'))).toEqual([]);
  });

  it('opens a group when the path starts with its prefix', () => {
    const finance = menuOf('car_rental', 'company_admin').main.find((n) => n.kind === 'group' && n.id === 'finance');
    expect(finance && isGroupOpen(finance as never, '/finance/ledger')).toBe(true);
    expect(finance && isGroupOpen(finance as never, '/fleet')).toBe(false);
  });
});
