// The finance pages of spec §2, in the menu order of the finance group.
import { label, type IconName, type Label, type MenuScope, type SearchMeta } from '../../core/modules';
import type { PermissionId } from '../../core/permissions';

export type FinancePage = {
  path: string;
  title: Label;
  icon: IconName;
  scopes: readonly MenuScope[];
  group: 'finance' | 'finance_settings';
  /** What the page shows or does: its menu entry shows to whoever holds it (DECISIONS 17). */
  permission: PermissionId;
  preload?: 'high' | 'medium';
  search?: SearchMeta;
};

const CURATED: readonly MenuScope[] = ['car_rental', 'real_estate'];

export const FINANCE_PAGES: readonly FinancePage[] = [
  { path: '/finance/chart-of-accounts', title: label('دليل الحسابات', 'Chart of accounts'), icon: 'list-tree', scopes: CURATED, group: 'finance', permission: 'finance.accounts.read', preload: 'medium' },
  { path: '/finance/account-mappings', title: label('ربط الحسابات', 'Account mappings'), icon: 'network', scopes: CURATED, group: 'finance', permission: 'finance.accounts.read' },
  // Spec §2 preloads "/finance/general-ledger": that is this page.
  // The ledger reads /api/finance/reports/general-ledger: its menu entry follows that permission.
  { path: '/finance/ledger', title: label('دفتر الأستاذ العام', 'General ledger'), icon: 'book-open', scopes: CURATED, group: 'finance', permission: 'reports.financial.view', preload: 'medium' },
  { path: '/finance/treasury', title: label('الخزينة والبنوك', 'Treasury and banks'), icon: 'vault', scopes: CURATED, group: 'finance', permission: 'finance.treasury.read' },
  {
    path: '/finance/invoices',
    title: label('الفواتير', 'Invoices'),
    icon: 'receipt',
    scopes: CURATED,
    group: 'finance',
    permission: 'finance.invoices.read',
    preload: 'medium',
    search: {
      category: 'finance',
      description: label('فواتير المبيعات والمشتريات', 'Sales and purchase invoices'),
      keywords: ['فاتورة', 'فواتير', 'invoice', 'invoices', 'billing'],
    },
  },
  {
    path: '/finance/payments',
    title: label('المدفوعات', 'Payments'),
    icon: 'credit-card',
    scopes: CURATED,
    group: 'finance',
    permission: 'finance.payments.read',
    preload: 'medium',
    search: {
      category: 'finance',
      description: label('المقبوضات والمدفوعات وسنداتها', 'Receipts, payments and vouchers'),
      keywords: ['دفعة', 'مدفوعات', 'سداد', 'تحصيل', 'payment', 'payments', 'receipt'],
    },
  },
  { path: '/finance/budgets', title: label('الموازنات', 'Budgets'), icon: 'piggy-bank', scopes: CURATED, group: 'finance', permission: 'finance.budgets.read' },
  { path: '/finance/cost-centers', title: label('مراكز التكلفة', 'Cost centres'), icon: 'chart-pie', scopes: CURATED, group: 'finance', permission: 'finance.cost_centers.read' },
  { path: '/finance/assets', title: label('الأصول الثابتة', 'Fixed assets'), icon: 'building-2', scopes: CURATED, group: 'finance', permission: 'finance.assets.read' },
  { path: '/finance/vendors', title: label('الموردون', 'Vendors'), icon: 'truck', scopes: CURATED, group: 'finance', permission: 'finance.vendors.read' },
  { path: '/finance/analysis', title: label('التحليل المالي', 'Financial analysis'), icon: 'trending-up', scopes: CURATED, group: 'finance', permission: 'reports.financial.view' },
  { path: '/finance/reports', title: label('التقارير المالية', 'Financial reports'), icon: 'chart-column', scopes: CURATED, group: 'finance', permission: 'reports.financial.view' },
  { path: '/finance/deposits', title: label('الودائع والتأمينات', 'Deposits'), icon: 'wallet', scopes: ['real_estate'], group: 'finance', permission: 'finance.treasury.read' },
  {
    path: '/finance/accounting-wizard',
    title: label('معالج الإعداد المحاسبي', 'Accounting setup wizard'),
    icon: 'wand-sparkles',
    scopes: CURATED,
    group: 'finance_settings',
    permission: 'finance.accounts.write',
  },
  {
    path: '/finance/settings/financial-system-analysis',
    title: label('تحليل النظام المالي', 'Financial system analysis'),
    icon: 'file-search',
    scopes: CURATED,
    group: 'finance_settings',
    permission: 'finance.accounts.write',
  },
];
