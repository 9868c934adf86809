import { NO_PERMISSIONS, defineModule, label, rule, type IconName, type Label, type ModuleRoute } from '../../core/modules';

/** The super-admin pages in the sidebar order of spec §2 (sign-out is added at the foot). */
const PAGES: ReadonlyArray<{ path: string; title: Label; icon: IconName }> = [
  { path: '/super-admin/dashboard', title: label('لوحة التحكم الرئيسية', 'Main control panel'), icon: 'layout-dashboard' },
  { path: '/super-admin/companies', title: label('إدارة الشركات', 'Company management'), icon: 'building-2' },
  { path: '/super-admin/users', title: label('إدارة المستخدمين', 'User management'), icon: 'users' },
  { path: '/super-admin/payments', title: label('المدفوعات والاشتراكات', 'Payments and subscriptions'), icon: 'credit-card' },
  { path: '/super-admin/support', title: label('إدارة الدعم الفني', 'Technical support management'), icon: 'headset' },
  { path: '/super-admin/reports', title: label('تقارير النظام', 'System reports'), icon: 'chart-column' },
  { path: '/super-admin/landing-management', title: label('إدارة صفحات الهبوط', 'Landing pages management'), icon: 'file-text' },
  { path: '/super-admin/settings', title: label('إعدادات النظام', 'System settings'), icon: 'settings' },
];

const routes: ModuleRoute[] = PAGES.map((page) => ({ path: page.path, label: page.title, access: rule.global, preload: 'none', area: 'platform' }));
routes.splice(2, 0, {
  path: '/super-admin/companies/create',
  label: label('إضافة شركة', 'Create a company'),
  access: rule.global,
  preload: 'none',
  area: 'platform',
});

export const platformModule = defineModule({
  id: 'platform_admin',
  label: label('إدارة المنصة', 'Platform administration'),
  icon: 'shield-check',
  description: label('الشركات والمستخدمون والاشتراكات على مستوى المنصة', 'Companies, users and subscriptions across the platform'),
  businessTypes: [],
  permissions: NO_PERMISSIONS,
  requiredModules: [],
  version: '1.0.0',
  routes,
  menu: PAGES.map((page, index) => ({ path: page.path, label: page.title, icon: page.icon, order: index, scopes: ['platform'] })),
});
