import { defineModule, label, rule } from '../../core/modules';

const title = label('تصاريح الخروج', 'Dispatch permits');
// DECISIONS 17: the pages open to whoever reads permits (the employee too); writing them is the
// fleet manager's (fleet.dispatch_permits.write). The menu entry stays in the fleet's menu group.
const byRead = rule.any(rule.companyAdmin, rule.permission('fleet.dispatch_permits.read'));
const byWrite = rule.any(rule.companyAdmin, rule.permission('fleet.dispatch_permits.write'));

/** Dispatch permits (issue 16): non-rental movements of a fleet vehicle; part of the fleet module. */
export const dispatchPermitsModule = defineModule({
  id: 'dispatch_permits',
  label: title,
  icon: 'ticket',
  description: label('تصاريح خروج المركبات لغير التأجير', 'Vehicle dispatch permits for non-rental movements'),
  businessTypes: ['car_rental', 'logistics'],
  permissions: { view: ['fleet.dispatch_permits.read'], manage: ['fleet.dispatch_permits.write'] },
  partOf: 'fleet',
  requiredModules: ['fleet'],
  version: '1.0.0',
  routes: [
    { path: '/fleet/dispatch-permits', label: title, access: byRead, preload: 'none', browse: true },
    { path: '/fleet/dispatch-permits/new', label: label('تصريح خروج جديد', 'New dispatch permit'), access: byWrite, preload: 'none', browse: true },
    { path: '/fleet/dispatch-permits/:id', label: label('تصريح الخروج', 'Dispatch permit'), access: byRead, preload: 'none', browse: true },
    { path: '/fleet/dispatch-permits/:id/edit', label: label('تعديل تصريح الخروج', 'Edit a dispatch permit'), access: byWrite, preload: 'none', browse: true },
  ],
  menu: [],
});
