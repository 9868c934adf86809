/** Spec §3 unified alert and the panel filters of spec §4. */
export type AlertType = 'budget' | 'vehicle' | 'notification' | 'property' | 'smart' | 'system';
export type AlertSeverity = 'critical' | 'high' | 'medium' | 'low';

export type UnifiedAlert = {
  id: string;
  type: AlertType;
  severity: AlertSeverity;
  title: string;
  message: string;
  createdAt: string;
};

export const ALERT_FILTERS = ['all', 'critical', 'high', 'budget', 'vehicle', 'notification'] as const;
export type AlertFilter = (typeof ALERT_FILTERS)[number];

function matchesFilter(alert: UnifiedAlert, filter: AlertFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'critical':
      return alert.severity === 'critical';
    case 'high':
      return alert.severity === 'high' || alert.severity === 'critical';
    default:
      return alert.type === filter;
  }
}

/** The chip filter plus free-text search over title and message. */
export function filterAlerts(alerts: readonly UnifiedAlert[], filter: AlertFilter, query: string): UnifiedAlert[] {
  const needle = query.trim().toLowerCase();
  return alerts.filter(
    (alert) =>
      matchesFilter(alert, filter) &&
      (!needle || alert.title.toLowerCase().includes(needle) || alert.message.toLowerCase().includes(needle)),
  );
}
