// How a vehicle leaves the API: money in the company currency's decimals and the document
// expiry warnings (registration, insurance, service due) computed for today.
import { EXPIRY_WARNING_DAYS, daysBetween } from '../../../core/rental';
import { type CompanyContext } from '../../../server/http/fields';
import { moneyOut } from '../../../core/money';
import { VEHICLE_MONEY } from './schemas';
import type { vehicles } from './tables';

export type ExpiryWarning = { kind: 'registration' | 'insurance' | 'service'; date: string; daysLeft: number };

export function expiryWarnings(v: typeof vehicles.$inferSelect, today: string): ExpiryWarning[] {
  const out: ExpiryWarning[] = [];
  const add = (kind: ExpiryWarning['kind'], date: string | null) => {
    if (!date) return;
    const daysLeft = daysBetween(today, date);
    if (daysLeft <= EXPIRY_WARNING_DAYS) out.push({ kind, date, daysLeft });
  };
  add('registration', v.registrationExpiry);
  add('insurance', v.insuranceExpiry);
  if (v.lastServiceDate && v.serviceIntervalMonths) {
    const due = new Date(`${v.lastServiceDate}T00:00:00Z`);
    due.setUTCMonth(due.getUTCMonth() + v.serviceIntervalMonths);
    add('service', due.toISOString().slice(0, 10));
  }
  return out;
}

export function vehicleView(v: typeof vehicles.$inferSelect, ctx: CompanyContext) {
  const money = Object.fromEntries(VEHICLE_MONEY.map((k) => [k, moneyOut(v[k], ctx.currency)]));
  const kmToService = v.serviceIntervalKm && v.lastServiceOdometer !== null ? v.lastServiceOdometer + v.serviceIntervalKm - v.odometer : null;
  return { ...v, ...money, currency: ctx.currency, warnings: expiryWarnings(v, ctx.today), kmToService };
}
