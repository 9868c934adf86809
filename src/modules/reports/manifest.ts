import { ALL_BUSINESS_TYPES, ALL_MENUS, defineModule, label, rule } from '../../core/modules';

const title = label('التقارير', 'Reports');

export const reportsModule = defineModule({
  id: 'reports',
  label: title,
  icon: 'chart-column',
  description: label('تقارير التشغيل والمالية والموارد البشرية', 'Operations, finance and HR reports'),
  businessTypes: ALL_BUSINESS_TYPES,
  permissions: { view: ['reports.financial.view', 'reports.operations.view', 'reports.hr.view', 'reports.fleet.view'], manage: [] },
  requiredModules: [],
  version: '1.0.0',
  routes: [
    { path: '/reports', label: title, access: rule.signedIn, preload: 'medium', browse: true },
    { path: '/report/:moduleType/:reportId', label: label('عرض التقرير', 'Report'), access: rule.signedIn, preload: 'none', browse: true },
  ],
  // Spec §2: hidden without access to at least one kind of report.
  menu: [
    {
      path: '/reports',
      label: title,
      icon: 'chart-column',
      order: 80,
      scopes: ALL_MENUS,
      access: rule.anyPermission('reports.financial.view', 'reports.operations.view', 'reports.hr.view', 'reports.fleet.view'),
    },
  ],
});
