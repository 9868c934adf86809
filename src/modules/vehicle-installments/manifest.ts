import { defineModule, label } from '../../core/modules';

/**
 * Vehicle financing agreements (issue 16), part of the fleet module. The API is live
 * (/api/vehicle-financing); the page /fleet/vehicle-installments stays in the fleet manifest and
 * shows "not available yet" until its web page lands (src/web/app/pages.ts).
 */
export const vehicleInstallmentsModule = defineModule({
  id: 'vehicle_installments',
  label: label('أقساط المركبات', 'Vehicle installments'),
  icon: 'coins',
  description: label('اتفاقيات تمويل المركبات وجداول أقساطها ومدفوعاتها', 'Vehicle financing agreements, their instalment schedules and payments'),
  businessTypes: ['car_rental', 'logistics'],
  permissions: { view: ['fleet.installments.read'], manage: ['fleet.installments.write'] },
  partOf: 'fleet',
  requiredModules: ['fleet'],
  version: '1.0.0',
  routes: [],
  menu: [],
});
