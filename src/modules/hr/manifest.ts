import { ALL_BUSINESS_TYPES, ALL_MENUS, defineModule, label, rule, type AccessRule, type IconName, type Label, type MenuEntry, type ModuleRoute, type SearchMeta } from '../../core/modules';

/** `access`: who opens the page (DECISIONS 17, with DECISIONS 18 for colleagues' records). */
type Page = { path: string; title: Label; icon: IconName; menu: boolean; access: AccessRule; search?: SearchMeta };

// The employee role holds every HR read (spec §6), so a read alone would open colleagues' pay and
// attendance pages to all staff: the pages about colleagues open to those who manage them.
const managesStaff = rule.any(rule.companyAdmin, rule.permission('hr.employees.write'));
const managesAttendance = rule.any(managesStaff, rule.permission('hr.attendance.write'));

// Spec §2 marks every HR page company-admin; DECISIONS 17 opens each to whoever's permissions
// cover what it does. The menu order is the spec's.
const PAGES: readonly Page[] = [
  {
    path: '/hr/employees',
    title: label('الموظفون', 'Employees'),
    icon: 'id-card',
    menu: true,
    access: managesStaff,
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
    access: managesAttendance,
    search: {
      category: 'hr',
      description: label('سجلات الحضور والانصراف اليومية', 'Daily clock-in and clock-out records'),
      keywords: ['حضور', 'انصراف', 'دوام', 'attendance', 'clock in', 'timesheet'],
    },
  },
  { path: '/hr/leave-management', title: label('الإجازات', 'Leave management'), icon: 'calendar-off', menu: true, access: rule.signedIn },
  {
    path: '/hr/payroll',
    title: label('الرواتب', 'Payroll'),
    icon: 'banknote',
    menu: true,
    access: rule.any(rule.companyAdmin, rule.permission('hr.payroll.write')),
    search: {
      category: 'hr',
      description: label('مسيرات الرواتب والبدلات والخصومات', 'Payroll runs, allowances and deductions'),
      keywords: ['رواتب', 'راتب', 'مسير', 'payroll', 'salary', 'wages'],
    },
  },
  { path: '/hr/reports', title: label('تقارير الموارد البشرية', 'HR reports'), icon: 'chart-column', menu: true, access: managesStaff },
  { path: '/hr/location-settings', title: label('مواقع العمل', 'Work locations'), icon: 'map-pin', menu: true, access: rule.companyAdmin },
  { path: '/hr/settings', title: label('إعدادات الموارد البشرية', 'HR settings'), icon: 'settings', menu: true, access: rule.companyAdmin },
  { path: '/hr/user-management', title: label('إدارة المستخدمين', 'User management'), icon: 'user-cog', menu: false, access: rule.companyAdmin },
];

const routes: ModuleRoute[] = PAGES.map((page) => ({
  path: page.path,
  label: page.title,
  access: page.access,
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
    },
  ],
  menu,
});
