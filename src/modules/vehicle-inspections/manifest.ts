import { defineModule, label, rule } from '../../core/modules';

const title = label('فحص حالة المركبة', 'Vehicle condition check');
// Decision 041: condition checks are the fleet's vehicle records — whoever reads vehicles reads
// them (the employee too); the fleet manager (fleet.vehicles.write) records and charges them.
const byRead = rule.any(rule.companyAdmin, rule.permission('fleet.vehicles.read'));
// The wizard also serves the contract's handover and return (whoever writes contracts).
const byWrite = rule.any(rule.companyAdmin, rule.permission('fleet.vehicles.write'), rule.permission('operations.contracts.write'));

/** Vehicle condition checks (issue 16): handover, return and dispatch inspections; part of the fleet module. */
export const vehicleInspectionsModule = defineModule({
  id: 'vehicle_inspections',
  label: title,
  icon: 'clipboard-list',
  description: label('فحص المركبة عند التسليم والاستلام والخروج، بمخطط الأضرار والتوقيعات', 'Vehicle checks at handover, return and dispatch, with a damage diagram and signatures'),
  businessTypes: ['car_rental', 'logistics'],
  permissions: { view: ['fleet.vehicles.read'], manage: ['fleet.vehicles.write'] },
  partOf: 'fleet',
  requiredModules: ['fleet'],
  version: '1.0.0',
  routes: [
    { path: '/fleet/vehicle-condition-check', label: title, access: byRead, preload: 'none', browse: true },
    { path: '/fleet/vehicle-condition-check/new', label: label('فحص جديد', 'New condition check'), access: byWrite, preload: 'none', browse: true },
    { path: '/fleet/vehicle-condition-check/:id', label: label('فحص المركبة', 'Condition check'), access: byRead, preload: 'none', browse: true },
  ],
  menu: [],
});
