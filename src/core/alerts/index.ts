// The alerts center's pure rules (spec §3 unified alert, §4 panel filters, §9 smart-alert weights
// and limits): shared by the server that merges the sources and the panel that filters them.
export const ALERT_TYPES = ['budget', 'vehicle', 'notification', 'property', 'smart', 'system'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const ALERT_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** Spec §3: what the panel reads, already in the user's language. */
export type UnifiedAlert = {
  id: string;
  type: AlertType;
  severity: AlertSeverity;
  title: string;
  message: string;
  createdAt: string;
  /** The record it is about (vehicle, contract, invoice…) and the source's own fields. */
  data: Record<string, unknown>;
  /** Where the alert leads in the app, or null. */
  link: string | null;
};

/** Spec §9: smart-alert weights, high first. Critical (not a smart priority) sorts above high. */
export const PRIORITY_WEIGHT: Record<AlertSeverity, number> = { critical: 4, high: 3, medium: 2, low: 1 };

/** Spec §7/§9: how many rows each smart source reads, and how many smart alerts the panel keeps. */
export const SMART_LIMITS = { maintenance: 20, payments: 10, contracts: 10, default: 10 } as const;
/** Spec §9: a contract ending within this many days is "expiring". */
export const EXPIRING_CONTRACT_DAYS = 7;

/** Heavier first; equal weights keep the newer first, then the id (a stable, total order). */
export function byPriority(a: UnifiedAlert, b: UnifiedAlert): number {
  return PRIORITY_WEIGHT[b.severity] - PRIORITY_WEIGHT[a.severity] || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
}

/** Spec §9: smart alerts weighted high 3, medium 2, low 1, sorted high first, cut to `limit` (default 10). */
export function rankSmartAlerts(alerts: readonly UnifiedAlert[], limit: number = SMART_LIMITS.default): UnifiedAlert[] {
  return [...alerts].sort(byPriority).slice(0, Math.max(0, limit));
}

/** The merged list the panel shows: every source together, the most severe first. */
export function mergeAlerts(...sources: ReadonlyArray<readonly UnifiedAlert[]>): UnifiedAlert[] {
  return sources.flat().sort(byPriority);
}

/** Spec §3: a notification of type 'error' is high; a warning medium; anything else low. */
export function notificationSeverity(type: string): AlertSeverity {
  if (type === 'error') return 'high';
  if (type === 'warning') return 'medium';
  return 'low';
}

/** Spec §3: vehicle alerts carry their own priority; anything unknown reads as medium. */
export function asSeverity(priority: string): AlertSeverity {
  return (ALERT_SEVERITIES as readonly string[]).includes(priority) ? (priority as AlertSeverity) : 'medium';
}

/** Spec §3: a maintenance order of priority urgent or high counts as urgent (the fleet's rule). */
export { isUrgent as isUrgentMaintenance } from '../fleet/work-orders';

/** Smart-alert priority of a contract ending in `days` (0 = today): high within a day, else medium. */
export function endingContractSeverity(days: number): AlertSeverity {
  return days <= 1 ? 'high' : 'medium';
}

/** Smart-alert priority of a payment `days` past due: high from 30 days, medium from 7, else low (spec §9). */
export function overduePaymentSeverity(days: number): AlertSeverity {
  if (days >= 30) return 'high';
  if (days >= 7) return 'medium';
  return 'low';
}

export const ALERT_FILTERS = ['all', 'critical', 'high', 'budget', 'vehicle', 'notification'] as const;
export type AlertFilter = (typeof ALERT_FILTERS)[number];

function matchesFilter(alert: Pick<UnifiedAlert, 'type' | 'severity'>, filter: AlertFilter): boolean {
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

/** Spec §4: the chip filter plus free-text search over title and message. */
export function filterAlerts<A extends Pick<UnifiedAlert, 'type' | 'severity' | 'title' | 'message'>>(alerts: readonly A[], filter: AlertFilter, query: string): A[] {
  const needle = query.trim().toLowerCase();
  return alerts.filter(
    (alert) => matchesFilter(alert, filter) && (!needle || alert.title.toLowerCase().includes(needle) || alert.message.toLowerCase().includes(needle)),
  );
}

/** Spec §2/§9: the badge caps at '99+'; nothing shows for zero. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** A new alert worth a sound (spec §4): critical or high, not seen before. */
export function newUrgentAlerts(previous: ReadonlySet<string>, alerts: readonly Pick<UnifiedAlert, 'id' | 'severity'>[]): string[] {
  return alerts.filter((a) => (a.severity === 'critical' || a.severity === 'high') && !previous.has(a.id)).map((a) => a.id);
}
