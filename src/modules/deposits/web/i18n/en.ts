import type { DepositsTexts } from './ar';

const en: DepositsTexts = {
  subtitle: 'Every deposit taken under a rental contract or a lease: what was applied, refunded and is still held, reconciled to the deposits-held account.',
  search: 'Search the register',
  searchPlaceholder: 'Contract number or customer name',
  statusFilter: 'Deposit status',
  all: 'All',
  status: { held: 'Held', settled: 'Settled', carried_over: 'Carried over' },
  ageFilter: 'Time held',
  ages: { all: 'Any age', '0_90': 'Up to 90 days', '91_180': '91–180 days', '181_365': '181–365 days', '365_plus': 'Over a year' },
  sourceFilter: 'Contract type',
  sources: { all: 'All contracts', contract: 'Rental contracts', lease: 'Leases' },
  columns: { number: 'Contract', customer: 'Customer', heldOn: 'Held since', days: 'Held for', amount: 'Deposit', applied: 'Applied', refunded: 'Refunded', held: 'Still held', status: 'Status' },
  days: '{{count}} days',
  caption: 'Deposits register',
  empty: 'No deposits yet',
  emptyBody: 'Each deposit taken at a vehicle hand-over or a lease activation shows here.',
  noMatches: 'No matching deposits',
  noMatchesBody: 'Change the search or the filters.',
  totals: { held: 'Total held', account: 'Deposits-held account {{code}}', difference: 'Difference' },
  reconciled: 'The register agrees with the account',
  notReconciled: 'The register does not agree with the account: check manual entries on the deposits account',
  export: 'Export to Excel',
  exportFailed: 'The export failed',
};
export default en;
