import { ALL_BUSINESS_TYPES, ALL_MENUS, defineModule, label, rule } from '../../core/modules';

const title = label('الإعدادات', 'Settings');

export const settingsModule = defineModule({
  id: 'settings',
  label: title,
  icon: 'settings',
  description: label('إعدادات الشركة والحساب', 'Company and account settings'),
  businessTypes: ALL_BUSINESS_TYPES,
  permissions: { view: ['admin.settings.read'], manage: ['admin.settings.write'] },
  core: true,
  requiredModules: [],
  version: '1.0.0',
  routes: [
    {
      path: '/settings',
      label: title,
      access: rule.signedIn,
      preload: 'medium',
      search: {
        category: 'general',
        description: label('تفضيلات النظام والشركة', 'System and company preferences'),
        keywords: ['إعدادات', 'تفضيلات', 'اللغة', 'المظهر', 'settings', 'preferences', 'language', 'theme'],
      },
    },
    { path: '/settings/advanced', label: label('الإعدادات المتقدمة', 'Advanced settings'), access: rule.companyAdmin, preload: 'none' },
    {
      path: '/settings/electronic-signature',
      label: label('التوقيع الإلكتروني', 'Electronic signature'),
      access: rule.all(rule.companyAdmin, rule.feature('electronic_signature')),
      preload: 'none',
      browse: true,
    },
    {
      path: '/profile',
      label: label('الملف الشخصي', 'Profile'),
      access: rule.signedIn,
      preload: 'medium',
      search: {
        category: 'general',
        description: label('بياناتك الشخصية وكلمة المرور', 'Your personal details and password'),
        keywords: ['الملف الشخصي', 'حسابي', 'كلمة المرور', 'profile', 'account', 'password'],
      },
    },
  ],
  // Spec §2: settings is last in every menu and hidden without access.
  menu: [{ path: '/settings', label: title, icon: 'settings', order: 1000, scopes: ALL_MENUS, access: rule.permission('admin.settings.read') }],
});
