import { defineModule, label, rule } from '../../core/modules';

/** Fleet reports (issue 16): utilisation, maintenance trend, fines by customer, profit per vehicle; part of the fleet. */
export const fleetReportsModule = defineModule({
  id: 'fleet_reports',
  label: label('تقارير الأسطول', 'Fleet reports'),
  icon: 'chart-column',
  description: label('استخدام المركبات وتكاليفها وربحيتها', 'Vehicle utilisation, costs and profitability'),
  businessTypes: ['car_rental', 'logistics'],
  permissions: { view: ['reports.operations.view', 'reports.financial.view'], manage: [] },
  partOf: 'fleet',
  requiredModules: ['fleet'],
  version: '1.0.0',
  routes: [
    { path: '/fleet/reports', label: label('تقارير الأسطول', 'Fleet reports'), access: rule.any(rule.companyAdmin, rule.permission('reports.operations.view')), preload: 'none', browse: true },
    { path: '/fleet/financial-analysis', label: label('التحليل المالي للأسطول', 'Fleet financial analysis'), access: rule.any(rule.companyAdmin, rule.permission('reports.financial.view')), preload: 'none', browse: true },
  ],
  menu: [],
});
