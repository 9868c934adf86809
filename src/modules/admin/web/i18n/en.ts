import type { Catalogue } from '../../../../web/lib/module-i18n';
import type { AuditTexts } from './ar';

const en: Catalogue<AuditTexts> = {
  subtitle: 'Every addition, change and deletion in the company’s data: who, when, from where, and what changed',
  tabs: { changes: 'Changes', system: 'System log' },
  export: 'Export to Excel',
  exportFailed: 'The log could not be exported',
  filters: {
    search: 'Search the log',
    searchPlaceholder: 'A value or a record number',
    person: 'Person',
    anyone: 'Everyone',
    entity: 'Record kind',
    anyEntity: 'All kinds',
    action: 'Action',
    anyAction: 'All actions',
    category: 'Category',
    anyCategory: 'All categories',
    from: 'From',
    to: 'To',
    clear: 'Clear filters',
  },
  action: { insert: 'Created', update: 'Changed', delete: 'Deleted' },
  system: 'System',
  platformSupport: 'Platform support',
  platformSupportHint: 'Made by the platform’s administrator while browsing the company',
  fields: { count_one: 'one field', count_two: '2 fields', count_few: '{{n}} fields', count_many: '{{n}} fields', count_other: '{{n}} fields', count_zero: 'no fields' },
  diff: { field: 'Field', before: 'Before', after: 'After', empty: '—', caption: 'The fields that changed' },
  open: 'Open the record',
  ip: 'IP address',
  more: 'Show more',
  empty: 'No changes recorded yet',
  emptyBody: 'Every addition, change and deletion shows here as it happens.',
  noMatches: 'Nothing matches',
  noMatchesBody: 'Try another person, kind or period.',
  systemEmpty: 'No events in the system log',
  categories: { authentication: 'Sign-in', browse: 'Platform support browsing', platform: 'Platform administration', export: 'Data export' },
  events: {
    login: 'Signed in',
    logout: 'Signed out',
    login_refused: 'Sign-in refused',
    read: 'Viewed while browsing',
    write: 'Changed while browsing',
  },
  activity: { title: 'Activity', empty: 'No activity recorded for this record', created: 'created the record', deleted: 'deleted the record', changed: 'changed {{fields}}' },
};

export default en;
