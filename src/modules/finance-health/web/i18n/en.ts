import type { HealthTexts } from './ar';

const en: HealthTexts = {
  subtitle: 'Checks an accountant can act on: account mappings, drafts left unposted, and sub-ledgers against their control accounts.',
  asOf: 'As of {{date}}',
  draftDays: 'A draft is left behind after',
  days: '{{count}} days',
  allGood: 'The books are sound: every check passed',
  problems: '{{count}} checks need action',
  ok: 'Sound',
  problem: 'Needs action',
  open: 'Open',
  more: 'and {{count}} more',
};
export default en;
