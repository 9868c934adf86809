import { ALL_BUSINESS_TYPES, ALL_MENUS, NO_PERMISSIONS, defineModule, label, rule } from '../../core/modules';

const title = label('لوحة التحكم', 'Dashboard');

export const dashboardModule = defineModule({
  id: 'dashboard',
  label: title,
  icon: 'layout-dashboard',
  description: label('نظرة عامة على الشركة وما يحتاج انتباهك اليوم', 'An overview of the company and what needs attention today'),
  businessTypes: ALL_BUSINESS_TYPES,
  permissions: NO_PERMISSIONS,
  core: true,
  requiredModules: [],
  version: '1.0.0',
  routes: [
    {
      path: '/dashboard',
      label: title,
      access: rule.signedIn,
      preload: 'high',
      browse: true,
      search: {
        category: 'general',
        description: label('نظرة عامة على الأعمال والمؤشرات الرئيسية', 'Business overview and key figures'),
        keywords: ['الرئيسية', 'لوحة', 'مؤشرات', 'home', 'dashboard', 'overview'],
      },
    },
    { path: '/search', label: label('البحث', 'Search'), access: rule.signedIn, preload: 'none' },
  ],
  menu: [{ path: '/dashboard', label: title, icon: 'layout-dashboard', order: 0, scopes: ALL_MENUS }],
});
