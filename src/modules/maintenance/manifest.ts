import { defineModule, label, rule } from '../../core/modules';

const title = label('الصيانة', 'Maintenance');

/** The generated menu's maintenance page (spec §2 other business types); part of the fleet module. */
export const maintenanceModule = defineModule({
  id: 'maintenance',
  label: title,
  icon: 'wrench',
  description: label('أوامر الصيانة وجداولها', 'Maintenance orders and schedules'),
  businessTypes: ['logistics'],
  permissions: { view: ['fleet.maintenance.read'], manage: ['fleet.maintenance.write'] },
  partOf: 'fleet',
  requiredModules: ['fleet'],
  version: '1.0.0',
  routes: [{ path: '/maintenance', label: title, access: rule.permission('fleet.maintenance.read'), preload: 'none', browse: true }],
  menu: [{ path: '/maintenance', label: title, icon: 'wrench', order: 21, scopes: ['generated'] }],
});
