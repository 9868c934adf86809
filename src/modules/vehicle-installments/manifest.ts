import { defineModule, label, rule } from '../../core/modules';

const title = label('أقساط المركبات', 'Vehicle installments');
// DECISIONS 17: the pages open to whoever reads the financing (the employee too); creating,
// activating, cancelling and paying are the fleet manager's (fleet.installments.write).
const byRead = rule.any(rule.companyAdmin, rule.permission('fleet.installments.read'));
const byWrite = rule.any(rule.companyAdmin, rule.permission('fleet.installments.write'));

/**
 * Vehicle financing agreements (issue 16), part of the fleet module: /api/vehicle-financing and the
 * pages /fleet/vehicle-installments (the list, a new agreement, one agreement). The menu entry stays
 * in the fleet's menu group.
 */
export const vehicleInstallmentsModule = defineModule({
  id: 'vehicle_installments',
  label: title,
  icon: 'coins',
  description: label('اتفاقيات تمويل المركبات وجداول أقساطها ومدفوعاتها', 'Vehicle financing agreements, their instalment schedules and payments'),
  businessTypes: ['car_rental', 'logistics'],
  permissions: { view: ['fleet.installments.read'], manage: ['fleet.installments.write'] },
  partOf: 'fleet',
  requiredModules: ['fleet'],
  version: '1.0.0',
  routes: [
    { path: '/fleet/vehicle-installments', label: title, access: byRead, preload: 'none', browse: true },
    { path: '/fleet/vehicle-installments/new', label: label('اتفاقية تمويل جديدة', 'New financing agreement'), access: byWrite, preload: 'none', browse: true },
    { path: '/fleet/vehicle-installments/:id', label: label('اتفاقية التمويل', 'Financing agreement'), access: byRead, preload: 'none', browse: true },
  ],
  menu: [],
});
