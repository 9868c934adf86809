import { defineModule, label, rule, type IconName, type Label, type ModuleRoute, type MenuEntry } from '../../core/modules';
import type { PermissionId } from '../../core/permissions';

/** `permission`: what the page does, so whoever holds it opens the page (DECISIONS 17). */
type Page = { path: string; title: Label; icon: IconName; menu: boolean; permission: PermissionId; search?: ModuleRoute['search']; routedBy?: string };

// Spec §2 marks every fleet page company-admin; DECISIONS 17 opens each to whoever holds the
// permission of what it does (the fleet manager's fleet.*). The menu order is the spec's.
const PAGES: readonly Page[] = [
  {
    path: '/fleet',
    title: label('إدارة المركبات', 'Vehicle management'),
    icon: 'car-front',
    menu: true,
    permission: 'fleet.vehicles.read',
    search: {
      category: 'fleet',
      description: label('المركبات وحالتها وتوفرها', 'Vehicles, their status and availability'),
      keywords: ['أسطول', 'مركبات', 'سيارات', 'سيارة', 'fleet', 'vehicles', 'cars'],
    },
  },
  // Pages of the vehicles list: one vehicle, and the availability calendar (reached from the list).
  { path: '/fleet/vehicles/:id', title: label('المركبة', 'Vehicle'), icon: 'car-front', menu: false, permission: 'fleet.vehicles.read' },
  { path: '/fleet/availability', title: label('تقويم توفر المركبات', 'Vehicle availability'), icon: 'car-front', menu: false, permission: 'fleet.vehicles.read' },
  // The dispatch-permits module (its own folder, partOf the fleet) declares this route and its pages;
  // the menu entry stays here in the fleet's order.
  { path: '/fleet/dispatch-permits', title: label('تصاريح الخروج', 'Dispatch permits'), icon: 'ticket', menu: true, permission: 'fleet.dispatch_permits.read', routedBy: 'dispatch_permits' },
  {
    path: '/fleet/maintenance',
    title: label('صيانة المركبات', 'Vehicle maintenance'),
    icon: 'wrench',
    menu: true,
    permission: 'fleet.maintenance.read',
    search: {
      category: 'fleet',
      description: label('مواعيد الصيانة وتكاليفها', 'Maintenance schedules and costs'),
      keywords: ['صيانة', 'ورشة', 'إصلاح', 'maintenance', 'service', 'repair'],
    },
  },
  // The work-order pages (the maintenance module's web folder): read by whoever reads maintenance, written by the fleet manager.
  { path: '/fleet/maintenance/new', title: label('أمر صيانة جديد', 'New work order'), icon: 'wrench', menu: false, permission: 'fleet.maintenance.write' },
  { path: '/fleet/maintenance/:id', title: label('أمر الصيانة', 'Work order'), icon: 'wrench', menu: false, permission: 'fleet.maintenance.read' },
  { path: '/fleet/maintenance/:id/edit', title: label('تعديل أمر الصيانة', 'Edit a work order'), icon: 'wrench', menu: false, permission: 'fleet.maintenance.write' },
  // The fines pages' routes live in the traffic_fines module (its manifest); the menu stays here.
  { path: '/fleet/traffic-violations', title: label('المخالفات المرورية', 'Traffic violations'), icon: 'siren', menu: true, permission: 'fleet.violations.read', routedBy: 'traffic_fines' },
  { path: '/fleet/traffic-violation-payments', title: label('مدفوعات المخالفات', 'Violation payments'), icon: 'hand-coins', menu: true, permission: 'fleet.violations.read', routedBy: 'traffic_fines' },
  // The fleet-reports module (its own folder, partOf the fleet) declares the two report routes.
  { path: '/fleet/reports', title: label('تقارير الأسطول', 'Fleet reports'), icon: 'chart-column', menu: true, permission: 'reports.operations.view', routedBy: 'fleet_reports' },
  { path: '/fleet/vehicle-installments', title: label('أقساط المركبات', 'Vehicle installments'), icon: 'coins', menu: true, permission: 'fleet.installments.read', routedBy: 'vehicle_installments' },
  // The vehicle-inspections module (decision 041) declares this route and its pages.
  { path: '/fleet/vehicle-condition-check', title: label('فحص حالة المركبة', 'Vehicle condition check'), icon: 'clipboard-list', menu: false, permission: 'fleet.vehicles.read', routedBy: 'vehicle_inspections' },
  { path: '/fleet/financial-analysis', title: label('التحليل المالي للأسطول', 'Fleet financial analysis'), icon: 'trending-up', menu: false, permission: 'reports.financial.view', routedBy: 'fleet_reports' },
];

const routes: ModuleRoute[] = PAGES.filter((page) => !page.routedBy).map((page) => ({
  path: page.path,
  label: page.title,
  access: rule.any(rule.companyAdmin, rule.permission(page.permission)),
  preload: page.path === '/fleet' ? 'medium' : 'none',
  browse: true,
  ...(page.search ? { search: page.search } : {}),
}));

const menu: MenuEntry[] = PAGES.filter((page) => page.menu).map((page, index) => ({
  path: page.path,
  label: page.title,
  icon: page.icon,
  order: index + 1,
  scopes: ['car_rental'],
  group: 'fleet',
}));

export const fleetModule = defineModule({
  id: 'fleet',
  label: label('الأسطول', 'Fleet'),
  icon: 'car',
  description: label('المركبات والصيانة والمخالفات والأقساط', 'Vehicles, maintenance, violations and installments'),
  businessTypes: ['car_rental', 'logistics'],
  permissions: {
    view: ['fleet.vehicles.read', 'fleet.maintenance.read', 'fleet.violations.read', 'fleet.dispatch_permits.read', 'fleet.installments.read'],
    manage: ['fleet.vehicles.write', 'fleet.maintenance.write', 'fleet.violations.write', 'fleet.dispatch_permits.write', 'fleet.installments.write'],
  },
  requiredModules: [],
  version: '1.0.0',
  routes,
  menuGroups: [
    { id: 'fleet', label: label('إدارة الأسطول', 'Fleet management'), icon: 'car', openPrefixes: ['/fleet'], order: 10, scopes: ['car_rental'] },
  ],
  menu,
});
