/**
 * The permission catalogue (spec §3 "Permission definition", §6 ids).
 * Ids are `area.resource.read|write`, reports are `reports.<kind>.view`, plus `attendance.clock_in`.
 * The resource table below is the single source; ids, the PermissionId type and the
 * definitions are all derived from it so a resource cannot be half-added.
 */

export type PermissionCategory =
  | 'hr'
  | 'finance'
  | 'operations'
  | 'fleet'
  | 'reports'
  | 'legal'
  | 'admin'
  | 'attendance';

export type PermissionLevel = 'read' | 'write';

export type PermissionDefinition = {
  id: PermissionId;
  name: string;
  nameAr: string;
  description: string;
  category: PermissionCategory;
  level: PermissionLevel;
  isSystemLevel?: boolean;
};

type Label = { readonly en: string; readonly ar: string };

/** Areas with read/write resources. Labels are plural nouns used to build names. */
const RESOURCES = {
  hr: {
    employees: { en: 'employees', ar: 'الموظفين' },
    attendance: { en: 'attendance', ar: 'الحضور والانصراف' },
    leave: { en: 'leave', ar: 'الإجازات' },
    payroll: { en: 'payroll', ar: 'الرواتب' },
  },
  finance: {
    accounts: { en: 'chart of accounts', ar: 'دليل الحسابات' },
    journal_entries: { en: 'journal entries', ar: 'القيود اليومية' },
    invoices: { en: 'invoices', ar: 'الفواتير' },
    payments: { en: 'payments', ar: 'المدفوعات' },
    budgets: { en: 'budgets', ar: 'الموازنات' },
    cost_centers: { en: 'cost centres', ar: 'مراكز التكلفة' },
    assets: { en: 'fixed assets', ar: 'الأصول الثابتة' },
    vendors: { en: 'vendors', ar: 'الموردين' },
    treasury: { en: 'treasury', ar: 'الخزينة' },
  },
  operations: {
    customers: { en: 'customers', ar: 'العملاء' },
    contracts: { en: 'contracts', ar: 'العقود' },
    quotations: { en: 'quotations', ar: 'عروض الأسعار' },
    properties: { en: 'properties', ar: 'العقارات' },
    tenants: { en: 'tenants', ar: 'المستأجرين' },
    owners: { en: 'owners', ar: 'الملاك' },
  },
  fleet: {
    vehicles: { en: 'vehicles', ar: 'المركبات' },
    maintenance: { en: 'vehicle maintenance', ar: 'صيانة المركبات' },
    violations: { en: 'traffic violations', ar: 'المخالفات المرورية' },
    dispatch_permits: { en: 'dispatch permits', ar: 'تصاريح خروج المركبات' },
    installments: { en: 'vehicle installments', ar: 'أقساط المركبات' },
  },
  legal: {
    cases: { en: 'legal cases', ar: 'القضايا' },
    correspondence: { en: 'legal correspondence', ar: 'المراسلات القانونية' },
  },
  admin: {
    users: { en: 'users', ar: 'المستخدمين' },
    roles: { en: 'roles and permissions', ar: 'الأدوار والصلاحيات' },
    settings: { en: 'system settings', ar: 'إعدادات النظام' },
    audit: { en: 'audit log', ar: 'سجل التدقيق' },
    backup: { en: 'backups', ar: 'النسخ الاحتياطية' },
    approvals: { en: 'approvals', ar: 'الموافقات' },
  },
} as const satisfies Record<string, Record<string, Label>>;

/** Report kinds: read-only, hence the single `.view` action. */
const REPORTS = {
  financial: { en: 'financial reports', ar: 'التقارير المالية' },
  operations: { en: 'operations reports', ar: 'تقارير العمليات' },
  hr: { en: 'HR reports', ar: 'تقارير الموارد البشرية' },
  fleet: { en: 'fleet reports', ar: 'تقارير الأسطول' },
} as const satisfies Record<string, Label>;

type ResourceArea = keyof typeof RESOURCES;
type ResourceId = {
  [A in ResourceArea]: `${A}.${keyof (typeof RESOURCES)[A] & string}.${PermissionLevel}`;
}[ResourceArea];
type ReportId = `reports.${keyof typeof REPORTS & string}.view`;

export const CLOCK_IN_PERMISSION = 'attendance.clock_in';

export type PermissionId = ResourceId | ReportId | typeof CLOCK_IN_PERMISSION;

/** The one permission reserved to the platform (spec §6: system level only). */
const SYSTEM_LEVEL: ReadonlySet<string> = new Set<PermissionId>(['admin.settings.write']);

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function buildCatalogue(): PermissionDefinition[] {
  const out: PermissionDefinition[] = [];
  for (const [area, resources] of Object.entries(RESOURCES)) {
    for (const [resource, label] of Object.entries(resources as Record<string, Label>)) {
      const base = `${area}.${resource}`;
      out.push({
        id: `${base}.read` as PermissionId,
        name: `View ${label.en}`,
        nameAr: `عرض ${label.ar}`,
        description: `Read access to ${label.en}`,
        category: area as ResourceArea,
        level: 'read',
      });
      const writeId = `${base}.write` as PermissionId;
      out.push({
        id: writeId,
        name: `Manage ${label.en}`,
        nameAr: `إدارة ${label.ar}`,
        description: `Create, edit and delete ${label.en}`,
        category: area as ResourceArea,
        level: 'write',
        ...(SYSTEM_LEVEL.has(writeId) ? { isSystemLevel: true } : {}),
      });
    }
  }
  for (const [kind, label] of Object.entries(REPORTS)) {
    out.push({
      id: `reports.${kind}.view` as PermissionId,
      name: `View ${label.en}`,
      nameAr: `عرض ${label.ar}`,
      description: `${capitalise(label.en)}: view and export`,
      category: 'reports',
      level: 'read',
    });
  }
  // Clock-in is an action every staff member takes, so it is a write in its own category.
  out.push({
    id: CLOCK_IN_PERMISSION,
    name: 'Clock in and out',
    nameAr: 'تسجيل الحضور والانصراف',
    description: 'Record own attendance from the office location',
    category: 'attendance',
    level: 'write',
  });
  return out;
}

export const PERMISSIONS: readonly PermissionDefinition[] = Object.freeze(buildCatalogue());

export const PERMISSION_IDS: readonly PermissionId[] = Object.freeze(PERMISSIONS.map((p) => p.id));

const PERMISSION_BY_ID: ReadonlyMap<string, PermissionDefinition> = new Map(
  PERMISSIONS.map((p) => [p.id, p]),
);

export function isPermissionId(value: unknown): value is PermissionId {
  return typeof value === 'string' && PERMISSION_BY_ID.has(value);
}

export function getPermission(id: PermissionId): PermissionDefinition {
  // Safe: PermissionId is derived from the same tables the map is built from.
  return PERMISSION_BY_ID.get(id) as PermissionDefinition;
}
