import { defineModule, label, rule } from '../../core/modules';

// The two fines pages of the fleet menu (issue 16). Their menu entries stay in the fleet
// manifest, in the spec's order under its group; this module owns the routes and pages.
const fines = label('المخالفات المرورية', 'Traffic violations');
const payments = label('مدفوعات المخالفات', 'Violation payments');
const byRead = rule.any(rule.companyAdmin, rule.permission('fleet.violations.read'));

export const trafficFinesModule = defineModule({
  id: 'traffic_fines',
  label: fines,
  icon: 'siren',
  description: label('مخالفات المرور ومطابقتها مع المستأجر وتحصيلها', 'Traffic fines matched to the renter, recharged and paid'),
  businessTypes: ['car_rental', 'logistics'],
  permissions: { view: ['fleet.violations.read'], manage: ['fleet.violations.write'] },
  partOf: 'fleet',
  requiredModules: ['fleet'],
  version: '1.0.0',
  routes: [
    {
      path: '/fleet/traffic-violations',
      label: fines,
      access: byRead,
      preload: 'none',
      browse: true,
      search: {
        category: 'fleet',
        description: label('مخالفات المرور المسجلة على المركبات', 'Traffic fines recorded against vehicles'),
        keywords: ['مخالفات', 'مرور', 'غرامات', 'violations', 'traffic', 'fines'],
      },
    },
    { path: '/fleet/traffic-violation-payments', label: payments, access: byRead, preload: 'none', browse: true },
  ],
  menu: [],
});
