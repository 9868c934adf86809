import type { Catalogue } from '../../../../web/lib/module-i18n';
import type { AlertsTexts } from './ar';

const en: Catalogue<AlertsTexts> = {
  title: 'Alerts',
  close: 'Close alerts',
  search: 'Search alerts',
  filtersLabel: 'Filter alerts',
  filters: {
    all: 'All',
    critical: 'Critical',
    high: 'High',
    budget: 'Budget',
    vehicle: 'Vehicles',
    notification: 'Notifications',
  },
  severity: { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' },
  types: { budget: 'Budget', vehicle: 'Vehicle', notification: 'Notification', property: 'Property', smart: 'Smart alert', system: 'System' },
  empty: 'No alerts',
  emptyHint: "All is well. Vehicle, contract and payment alerts and the notifications meant for you show here.",
  noMatch: 'No alerts match the search',
  acknowledge: 'Acknowledge',
  markRead: 'Mark read',
  confirmAll: 'Confirm all',
  open: 'Open',
  soundOn: 'Alert sound on',
  soundOff: 'Alert sound off',
  acknowledged: 'Alert acknowledged',
  allAcknowledged: 'All alerts acknowledged',
  errorTitle: 'Error',
  acknowledgeFailed: 'Something went wrong while acknowledging the alert',
  confirmAllFailed: 'Something went wrong while acknowledging the alerts',
  newAlert: 'New alert',
  dismiss: 'Dismiss',
  dismissed: 'Alert dismissed',
  dismissFailed: 'Something went wrong while dismissing the alert',
  listLabel: 'Alerts list',
};

export default en;
