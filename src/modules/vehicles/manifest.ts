import { defineModule, label, rule } from '../../core/modules';

const title = label('المركبات', 'Vehicles');

/** The generated menu's vehicle list (spec §2 other business types); part of the fleet module. */
export const vehiclesModule = defineModule({
  id: 'vehicles',
  label: title,
  icon: 'car-front',
  description: label('سجل المركبات لأنشطة النقل والخدمات اللوجستية', 'The vehicle register for transport and logistics'),
  businessTypes: ['logistics'],
  permissions: { view: ['fleet.vehicles.read'], manage: ['fleet.vehicles.write'] },
  partOf: 'fleet',
  requiredModules: ['fleet'],
  version: '1.0.0',
  routes: [{ path: '/vehicles', label: title, access: rule.permission('fleet.vehicles.read'), preload: 'none', browse: true }],
  menu: [{ path: '/vehicles', label: title, icon: 'car-front', order: 20, scopes: ['generated'] }],
});
