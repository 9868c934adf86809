import { defineModule, label, rule } from '../../core/modules';

const title = label('القيود اليومية', 'Journal entries');

export const journalEntriesModule = defineModule({
  id: 'journal_entries',
  label: title,
  icon: 'book-open',
  description: label('قيود اليومية المحاسبية', 'Accounting journal entries'),
  businessTypes: [],
  permissions: { view: ['finance.journal_entries.read'], manage: ['finance.journal_entries.write'] },
  partOf: 'finance',
  requiredModules: ['finance'],
  version: '1.0.0',
  routes: [
    { path: '/finance/journal-entries', label: title, access: rule.signedIn, preload: 'none', browse: true },
    { path: '/finance/journal-entries/new', label: label('قيد يومية جديد', 'New journal entry'), access: rule.signedIn, preload: 'none', browse: true },
    { path: '/finance/journal-entries/:id', label: label('قيد يومية', 'Journal entry'), access: rule.signedIn, preload: 'none', browse: true },
    { path: '/finance/journal-entries/:id/edit', label: label('تعديل قيد يومية', 'Edit journal entry'), access: rule.signedIn, preload: 'none', browse: true },
  ],
  menu: [
    {
      path: '/finance/journal-entries',
      label: title,
      icon: 'book-open',
      order: 60,
      scopes: ['generated'],
      access: rule.permission('finance.journal_entries.read'),
    },
  ],
});
