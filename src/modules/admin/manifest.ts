import { ALL_BUSINESS_TYPES, ALL_MENUS, defineModule, label, rule } from '../../core/modules';

const approvals = label('الموافقات', 'Approvals');
const backup = label('النسخ الاحتياطي', 'Backup');
const audit = label('سجل التدقيق', 'Audit log');

/** Spec §2 "system administration" section: shown only with matching access. */
export const adminModule = defineModule({
  id: 'admin',
  label: label('إدارة النظام', 'System administration'),
  icon: 'shield-check',
  description: label('الموافقات والنسخ الاحتياطي والتدقيق والاستيراد', 'Approvals, backups, audit and data import'),
  businessTypes: ALL_BUSINESS_TYPES,
  permissions: {
    view: ['admin.approvals.read', 'admin.audit.read', 'admin.backup.read'],
    manage: ['admin.approvals.write', 'admin.audit.write', 'admin.backup.write'],
  },
  core: true,
  requiredModules: [],
  version: '1.0.0',
  routes: [
    // DECISIONS 17: whoever has a request to act on or follow; the workflows stay the company admin's.
    { path: '/approvals', label: approvals, access: rule.signedIn, preload: 'none', browse: true },
    { path: '/backup', label: backup, access: rule.global, preload: 'none' },
    { path: '/audit', label: audit, access: rule.companyAdmin, preload: 'none' },
    { path: '/import', label: label('استيراد البيانات', 'Data import'), access: rule.all(rule.companyAdmin, rule.feature('data_import')), preload: 'none' },
    {
      path: '/invoice-scanner',
      label: label('ماسح الفواتير', 'Invoice scanner'),
      access: rule.all(rule.companyAdmin, rule.feature('invoice_scanner')),
      preload: 'none',
    },
    { path: '/performance', label: label('مراقبة الأداء', 'Performance monitor'), access: rule.companyAdmin, preload: 'none' },
  ],
  menu: [
    { path: '/approvals', label: approvals, icon: 'check-check', order: 1, scopes: ALL_MENUS, section: 'admin' },
    { path: '/backup', label: backup, icon: 'database-backup', order: 2, scopes: ALL_MENUS, section: 'admin' },
    { path: '/audit', label: audit, icon: 'scroll-text', order: 3, scopes: ALL_MENUS, section: 'admin' },
  ],
});
