import { ALL_BUSINESS_TYPES, ALL_MENUS, defineModule, label, rule, type IconName, type Label, type MenuEntry, type ModuleRoute, type SearchMeta } from '../../core/modules';

type Page = { path: string; title: Label; icon: IconName; menu: boolean; search?: SearchMeta };

// Spec §2: every HR page needs company-admin rights; the menu order is the spec's.
const PAGES: readonly Page[] = [
  {
    path: '/hr/employees',
    title: label('الموظفون', 'Employees'),
    icon: 'id-card',
    menu: true,
    search: {
      category: 'hr',
      description: label('بيانات الموظفين وحساباتهم', 'Employee records and accounts'),
      keywords: ['موظف', 'موظفين', 'عاملين', 'employee', 'employees', 'staff'],
    },
  },
  {
    path: '/hr/attendance',
    title: label('الحضور والانصراف', 'Attendance'),
    icon: 'calendar-days',
    menu: true,
    search: {
      category: 'hr',
      description: label('سجلات الحضور والانصراف اليومية', 'Daily clock-in and clock-out records'),
      keywords: ['حضور', 'انصراف', 'دوام', 'attendance', 'clock in', 'timesheet'],
    },
  },
  { path: '/hr/leave-management', title: label('الإجازات', 'Leave management'), icon: 'calendar-off', menu: true },
  {
    path: '/hr/payroll',
    title: label('الرواتب', 'Payroll'),
    icon: 'banknote',
    menu: true,
    search: {
      category: 'hr',
      description: label('مسيرات الرواتب والبدلات والخصومات', 'Payroll runs, allowances and deductions'),
      keywords: ['رواتب', 'راتب', 'مسير', 'payroll', 'salary', 'wages'],
    },
  },
  { path: '/hr/reports', title: label('تقارير الموارد البشرية', 'HR reports'), icon: 'chart-column', menu: true },
  { path: '/hr/location-settings', title: label('مواقع العمل', 'Work locations'), icon: 'map-pin', menu: true },
  { path: '/hr/settings', title: label('إعدادات الموارد البشرية', 'HR settings'), icon: 'settings', menu: true },
  { path: '/hr/user-management', title: label('إدارة المستخدمين', 'User management'), icon: 'user-cog', menu: false },
];

const routes: ModuleRoute[] = PAGES.map((page) => ({
  path: page.path,
  label: page.title,
  access: rule.companyAdmin,
  preload: 'none',
  browse: true,
  ...(page.search ? { search: page.search } : {}),
}));

const menu: MenuEntry[] = PAGES.filter((page) => page.menu).map((page, index) => ({
  path: page.path,
  label: page.title,
  icon: page.icon,
  order: index + 1,
  scopes: ALL_MENUS,
  group: 'hr',
}));

export const hrModule = defineModule({
  id: 'hr',
  label: label('الموارد البشرية', 'Human resources'),
  icon: 'briefcase-business',
  description: label('الموظفون والحضور والإجازات والرواتب', 'Employees, attendance, leave and payroll'),
  businessTypes: ALL_BUSINESS_TYPES,
  permissions: {
    view: ['hr.employees.read', 'hr.attendance.read', 'hr.leave.read', 'hr.payroll.read', 'reports.hr.view'],
    manage: ['hr.employees.write', 'hr.attendance.write', 'hr.leave.write', 'hr.payroll.write'],
  },
  requiredModules: [],
  version: '1.0.0',
  routes,
  menuGroups: [
    {
      id: 'hr',
      label: label('الموارد البشرية', 'Human resources'),
      icon: 'briefcase-business',
      openPrefixes: ['/hr'],
      // After finance (50) and the generated menu's finance links (60, 61); before legal (70).
      order: 65,
      scopes: ALL_MENUS,
      access: rule.companyAdmin,
    },
  ],
  menu,
});
