// Computed property alerts (spec §3 "Property alert types", §9 thresholds, DECISIONS 9 and 10):
// pure rules from the leases, rent, vacancies and maintenance a real-estate company has today, to
// the alerts with their priority, days, amount, due date and the key a dismissal is remembered by.
import { addDays, daysBetween } from '../leasing/calendar';
import { byPriority, type AlertSeverity, type UnifiedAlert } from './index';

export const PROPERTY_ALERT_TYPES = ['contract_expiry', 'payment_overdue', 'vacant_property', 'contract_renewal', 'maintenance_due'] as const;
export type PropertyAlertType = (typeof PROPERTY_ALERT_TYPES)[number];
export type PropertyPriority = Exclude<AlertSeverity, 'critical'>;

/** Spec §9 windows, and how many property alerts the panel keeps (the most severe). */
export const PROPERTY_ALERT_LIMITS = {
  /** A lease ending within this many days alerts. */
  expiryDays: 90,
  /** Renewal opportunity: a lease ending this many days away, inclusive. */
  renewalFrom: 30,
  renewalTo: 60,
  /** A property vacant this many days alerts (DECISIONS 9: real days since last occupied or listed). */
  vacancyDays: 30,
  /** A maintenance visit scheduled within this many days (or past its day) is due. */
  maintenanceAheadDays: 7,
  /** Property alerts kept in the panel after dismissals, most severe first, at most `perType` of each type. */
  shown: 20,
  perType: 5,
  /** Rows each read fetches before ranking (generous, so dismissed ones do not crowd the rest out). */
  read: 100,
} as const;

/** Spec §9: a lease ending in `days` (negative: past its end, not yet expired) within 90 days. */
export function contractExpiryPriority(days: number): PropertyPriority | null {
  if (days > PROPERTY_ALERT_LIMITS.expiryDays) return null;
  if (days <= 7) return 'high';
  if (days <= 30) return 'medium';
  return 'low';
}

/** Spec §9: rent `days` past due: high from 30, medium from 7, else low; nothing before it is late. */
export function paymentOverduePriority(days: number): PropertyPriority | null {
  if (days < 1) return null;
  if (days >= 30) return 'high';
  if (days >= 7) return 'medium';
  return 'low';
}

/** Spec §9 with DECISIONS 9: alert from 30 days vacant, medium from 60, high from 90. */
export function vacancyPriority(days: number): PropertyPriority | null {
  if (days < PROPERTY_ALERT_LIMITS.vacancyDays) return null;
  if (days >= 90) return 'high';
  if (days >= 60) return 'medium';
  return 'low';
}

/** Spec §9: an active lease ending 30 to 60 days away is a renewal opportunity, always medium. */
export function renewalPriority(days: number): PropertyPriority | null {
  return days >= PROPERTY_ALERT_LIMITS.renewalFrom && days <= PROPERTY_ALERT_LIMITS.renewalTo ? 'medium' : null;
}

/** Spec §9: periodic maintenance due (scheduled within 7 days or already past its day) is always low. */
export function maintenanceDuePriority(daysUntil: number): PropertyPriority | null {
  return daysUntil <= PROPERTY_ALERT_LIMITS.maintenanceAheadDays ? 'low' : null;
}

// ---- The records the rules read (from the real-estate modules' exports) ----

export type EndingLeaseFact = { id: string; propertyId: string; endDate: string; monthlyRent: string; autoRenew: boolean; renewed: boolean };
export type OverdueRentFact = { installmentId: string; invoiceId: string; leaseId: string; propertyId: string; dueDate: string; graceDays: number; owed: string };
export type VacancyFact = { propertyId: string; vacantSince: string; rentPrice: string | null };
export type MaintenanceFact = { id: string; propertyId: string; scheduledFor: string; estimatedCost: string | null };

export type PropertyAlertFacts = { ending: readonly EndingLeaseFact[]; overdue: readonly OverdueRentFact[]; vacant: readonly VacancyFact[]; maintenance: readonly MaintenanceFact[] };

/** One computed alert, before it is worded (spec §3: priority, daysRemaining, amount, dueDate). */
export type PropertyAlertFact = {
  key: string;
  alertType: PropertyAlertType;
  priority: PropertyPriority;
  /** Days until the due date (negative once past it): until the lease ends, the visit, or since the rent fell due / the vacancy began. */
  daysRemaining: number;
  amount: string | null;
  dueDate: string;
  /** The day the alert arose (its created_at): the window opened, the rent became late, 30 days vacant. */
  since: string;
  propertyId: string;
  contractId: string | null;
  /** The record the alert is about (lease, instalment, property, maintenance request). */
  recordId: string;
};

/**
 * DECISIONS 10: the dismissal key names what makes the alert "the same": the record, its date (a
 * lease's end, the rent's due date, the day the vacancy began, the visit's day) and its priority,
 * so an extended lease, a new vacancy or an alert that grows more severe shows again.
 */
export function propertyAlertKey(alertType: PropertyAlertType, recordId: string, date: string, priority: PropertyPriority): string {
  return `property:${alertType}:${recordId}:${date}:${priority}`;
}

const KEY = new RegExp(`^property:(${PROPERTY_ALERT_TYPES.join('|')}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\\d{4}-\\d{2}-\\d{2}):(high|medium|low)$`);

/** A well-formed property alert key, or null (the dismiss route answers 400). */
export function parsePropertyAlertKey(key: unknown): { alertType: PropertyAlertType; recordId: string; date: string; priority: PropertyPriority } | null {
  if (typeof key !== 'string') return null;
  const m = KEY.exec(key);
  if (!m) return null;
  return { alertType: m[1] as PropertyAlertType, recordId: m[2]!, date: m[3]!, priority: m[4] as PropertyPriority };
}

function fact(f: Omit<PropertyAlertFact, 'key'>, keyDate: string): PropertyAlertFact {
  return { ...f, key: propertyAlertKey(f.alertType, f.recordId, keyDate, f.priority) };
}

/**
 * Every property alert due `today`. A lease already renewed (a successor exists) is neither
 * expiring nor a renewal opportunity; an auto-renewing one is no renewal opportunity either.
 * Renewal (30–60 days) shows beside the expiry alert: the spec lists them as two rules.
 */
export function propertyAlerts(facts: PropertyAlertFacts, today: string): PropertyAlertFact[] {
  const out: PropertyAlertFact[] = [];
  for (const l of facts.ending) {
    if (l.renewed) continue;
    const days = daysBetween(today, l.endDate);
    const base = { daysRemaining: days, amount: l.monthlyRent, dueDate: l.endDate, propertyId: l.propertyId, contractId: l.id, recordId: l.id };
    const expiry = contractExpiryPriority(days);
    if (expiry) out.push(fact({ ...base, alertType: 'contract_expiry', priority: expiry, since: minDate(addDays(l.endDate, -PROPERTY_ALERT_LIMITS.expiryDays), today) }, l.endDate));
    const renewal = l.autoRenew ? null : renewalPriority(days);
    if (renewal) out.push(fact({ ...base, alertType: 'contract_renewal', priority: renewal, since: addDays(l.endDate, -PROPERTY_ALERT_LIMITS.renewalTo) }, l.endDate));
  }
  for (const r of facts.overdue) {
    const days = daysBetween(r.dueDate, today);
    const priority = paymentOverduePriority(days);
    if (!priority) continue;
    const since = minDate(addDays(r.dueDate, r.graceDays + 1), today);
    out.push(fact({ alertType: 'payment_overdue', priority, daysRemaining: -days, amount: r.owed, dueDate: r.dueDate, since, propertyId: r.propertyId, contractId: r.leaseId, recordId: r.installmentId }, r.dueDate));
  }
  for (const v of facts.vacant) {
    const days = daysBetween(v.vacantSince, today);
    const priority = vacancyPriority(days);
    if (!priority) continue;
    const since = addDays(v.vacantSince, PROPERTY_ALERT_LIMITS.vacancyDays);
    out.push(fact({ alertType: 'vacant_property', priority, daysRemaining: -days, amount: v.rentPrice, dueDate: v.vacantSince, since, propertyId: v.propertyId, contractId: null, recordId: v.propertyId }, v.vacantSince));
  }
  for (const m of facts.maintenance) {
    const days = daysBetween(today, m.scheduledFor);
    const priority = maintenanceDuePriority(days);
    if (!priority) continue;
    const since = minDate(addDays(m.scheduledFor, -PROPERTY_ALERT_LIMITS.maintenanceAheadDays), today);
    out.push(fact({ alertType: 'maintenance_due', priority, daysRemaining: days, amount: m.estimatedCost, dueDate: m.scheduledFor, since, propertyId: m.propertyId, contractId: null, recordId: m.id }, m.scheduledFor));
  }
  return out;
}

const minDate = (a: string, b: string) => (a < b ? a : b);

/**
 * The panel's share of property alerts: the most severe first (spec §9 weights, byPriority), at
 * most `perType` of each alert type so a day when a dozen leases end together does not push
 * overdue rent or a long vacancy out, and `total` in all.
 */
export function rankPropertyAlerts<A extends UnifiedAlert>(alerts: readonly A[], perType: number = PROPERTY_ALERT_LIMITS.perType, total: number = PROPERTY_ALERT_LIMITS.shown): A[] {
  const taken = new Map<unknown, number>();
  return [...alerts]
    .sort(byPriority)
    .filter((a) => {
      const n = taken.get(a.data.alertType) ?? 0;
      taken.set(a.data.alertType, n + 1);
      return n < perType;
    })
    .slice(0, Math.max(0, total));
}
