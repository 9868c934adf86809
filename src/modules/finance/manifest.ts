import { ALL_BUSINESS_TYPES, defineModule, label, rule, type MenuEntry, type ModuleRoute } from '../../core/modules';
import { FINANCE_PAGES } from './pages';

const title = label('المالية', 'Finance');

// Spec §2: /finance/* is open to any signed-in user. The menu shows each page to a company admin
// or to whoever holds its permission (DECISIONS 17: the accountant's finance.*), the group to
// anyone with one entry in it.
const pageRoutes: ModuleRoute[] = FINANCE_PAGES.map((page) => ({
  path: page.path,
  label: page.title,
  access: rule.signedIn,
  preload: page.preload ?? 'none',
  browse: true,
  ...(page.search ? { search: page.search } : {}),
}));

const menu: MenuEntry[] = [
  ...FINANCE_PAGES.map((page, index) => ({
    path: page.path,
    label: page.title,
    icon: page.icon,
    order: index + 1,
    scopes: page.scopes,
    group: page.group,
    access: rule.any(rule.companyAdmin, rule.permission(page.permission)),
  })),
  // The generated menu of the other business types (spec §2) links the financial reports directly.
  {
    path: '/finance/reports',
    label: label('التقارير المالية', 'Financial reports'),
    icon: 'chart-column',
    order: 61,
    scopes: ['generated'],
    access: rule.permission('reports.financial.view'),
  },
];

export const financeModule = defineModule({
  id: 'finance',
  label: title,
  icon: 'landmark',
  description: label('المحاسبة والفواتير والمدفوعات والخزينة', 'Accounting, invoices, payments and treasury'),
  businessTypes: ALL_BUSINESS_TYPES,
  permissions: {
    view: ['finance.accounts.read', 'finance.invoices.read', 'finance.payments.read', 'finance.treasury.read', 'reports.financial.view'],
    manage: ['finance.accounts.write', 'finance.invoices.write', 'finance.payments.write', 'finance.treasury.write'],
  },
  requiredModules: [],
  version: '1.0.0',
  routes: [
    {
      path: '/finance',
      label: title,
      access: rule.signedIn,
      preload: 'high',
      browse: true,
      search: {
        category: 'finance',
        description: label('الحسابات والقيود والتقارير المالية', 'Accounts, entries and financial reports'),
        keywords: ['مالية', 'محاسبة', 'حسابات', 'finance', 'accounting', 'accounts'],
      },
    },
    ...pageRoutes,
    // One page per financial report (reports-page lists them), and the spec's ledger alias.
    ...(
      [
        ['trial-balance', 'ميزان المراجعة', 'Trial balance'],
        ['income-statement', 'قائمة الدخل', 'Income statement'],
        ['balance-sheet', 'الميزانية العمومية', 'Balance sheet'],
        ['cash-flow', 'قائمة التدفقات النقدية', 'Cash-flow statement'],
        ['aging', 'أعمار الذمم المدينة', 'Receivables aging'],
        ['vat-return', 'إقرار ضريبة القيمة المضافة', 'VAT return'],
      ] as const
    ).map(([slug, ar, en]): ModuleRoute => ({ path: `/finance/reports/${slug}`, label: label(ar, en), access: rule.signedIn, preload: 'none', browse: true })),
    // Preloaded as /finance/ledger (the same page).
    { path: '/finance/general-ledger', label: label('دفتر الأستاذ العام', 'General ledger'), access: rule.signedIn, preload: 'none', browse: true },
    { path: '/finance/invoices/new', label: label('فاتورة جديدة', 'New invoice'), access: rule.signedIn, preload: 'none', browse: true },
    { path: '/finance/payments/new', label: label('دفعة جديدة', 'New payment'), access: rule.signedIn, preload: 'none', browse: true },
    { path: '/finance/*', label: title, access: rule.signedIn, preload: 'none', browse: true },
  ],
  menuGroups: [
    { id: 'finance', label: title, icon: 'landmark', openPrefixes: ['/finance'], order: 50, scopes: ['car_rental', 'real_estate'] },
    {
      id: 'finance_settings',
      label: label('الإعدادات المالية', 'Finance settings'),
      icon: 'sliders-horizontal',
      openPrefixes: ['/finance/accounting-wizard', '/finance/settings'],
      order: 100,
      scopes: ['car_rental', 'real_estate'],
      parent: 'finance',
    },
  ],
  menu,
  // Spec §2 legacy paths. The original's `/reports` redirect shadowed the live reports page, so it is not kept.
  redirects: ['chart-of-accounts', 'journal-entries', 'payments', 'account-mappings', 'ledger', 'treasury', 'invoices'].map((name) => ({
    from: `/${name}`,
    to: `/finance/${name}`,
  })),
});
