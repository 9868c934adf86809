// The money of a rental, computed exactly in the company currency (src/core/money): the rental
// charge, a quotation's total, the payment schedule and the charges found on return.
import { addMoney, compareMoney, multiplyMoney, parseMoney, subtractMoney, sumMoney, type CurrencyCode } from '../money';
import { addMonths, type RateUnit } from './periods';

export type ChargeLine = { code: 'rental' | 'extra_km' | 'late' | 'fuel' | 'damage' | 'extra'; description: string; quantity: string; unitPrice: string; total: string };

export function rentalCharge(rate: string, duration: number, currency: CurrencyCode): string {
  return multiplyMoney(rate, duration, currency);
}

export type QuoteInput = { rate: string; duration: number; extras: ReadonlyArray<{ amount: string }>; discount: string };

/** Subtotal = rate × duration + extras; the discount may not exceed it. */
export function quoteTotals(input: QuoteInput, currency: CurrencyCode): { subtotal: string; discount: string; total: string } | { error: 'discount_exceeds_total' } {
  const subtotal = parseMoney(
    sumMoney([rentalCharge(input.rate, input.duration, currency), ...input.extras.map((e) => parseMoney(e.amount, currency))]),
    currency,
  );
  const discount = parseMoney(input.discount, currency);
  if (compareMoney(discount, subtotal) > 0) return { error: 'discount_exceeds_total' };
  return { subtotal, discount, total: parseMoney(subtractMoney(subtotal, discount), currency) };
}

export type Installment = { sequence: number; dueDate: Date; amount: string };

/** Monthly contracts pay month by month from the start; others pay the whole charge up front. */
export function paymentSchedule(start: Date, unit: RateUnit, duration: number, rate: string, currency: CurrencyCode): Installment[] {
  if (unit !== 'month') return [{ sequence: 1, dueDate: start, amount: rentalCharge(rate, duration, currency) }];
  return Array.from({ length: duration }, (_, i) => ({ sequence: i + 1, dueDate: addMonths(start, i), amount: parseMoney(rate, currency) }));
}

export type ReturnTerms = {
  startAt: Date;
  plannedEndAt: Date;
  returnedAt: Date;
  handoverOdometer: number;
  returnOdometer: number;
  /** Kilometres included per billed day; 0 means unlimited. */
  kmAllowancePerDay: number;
  extraKmRate: string;
  lateGraceMinutes: number;
  lateHourRate: string;
  dailyRate: string;
  /** Fuel in eighths of a tank (0–8). */
  handoverFuel: number;
  returnFuel: number;
  fuelChargePerEighth: string;
  damages: ReadonlyArray<{ description: string; amount: string }>;
};

export type ReturnResult =
  | { ok: true; lines: ChargeLine[]; total: string; kmDriven: number; kmAllowed: number | null; lateMinutes: number }
  | { ok: false; error: 'odometer_backwards' | 'return_before_start' };

const HOUR_MS = 3_600_000;

/**
 * Charges found on return:
 * - kilometres over the allowance (allowance × billed days, late days included) × the extra-km rate;
 * - late return past the grace period: whole late days at the daily rate, the remaining hours at
 *   the hourly rate but never more than a day's rate for them;
 * - fuel below the handover level, per eighth of a tank;
 * - each damage found, at its assessed amount.
 */
export function returnCharges(t: ReturnTerms, currency: CurrencyCode, labels = RETURN_LABELS): ReturnResult {
  if (t.returnOdometer < t.handoverOdometer) return { ok: false, error: 'odometer_backwards' };
  if (t.returnedAt.getTime() < t.startAt.getTime()) return { ok: false, error: 'return_before_start' };
  const lines: ChargeLine[] = [];

  const lateMs = t.returnedAt.getTime() - t.plannedEndAt.getTime() - t.lateGraceMinutes * 60_000;
  const lateMinutes = lateMs > 0 ? Math.ceil(lateMs / 60_000) : 0;
  const lateHours = lateMs > 0 ? Math.ceil(lateMs / HOUR_MS) : 0;
  const lateDays = Math.floor(lateHours / 24);
  const remainderHours = lateHours % 24;
  if (lateHours > 0) {
    const hoursCharge = multiplyMoney(t.lateHourRate, remainderHours, currency);
    const cappedHours = compareMoney(hoursCharge, t.dailyRate) > 0 ? parseMoney(t.dailyRate, currency) : hoursCharge;
    const total = parseMoney(addMoney(multiplyMoney(t.dailyRate, lateDays, currency), cappedHours), currency);
    lines.push({ code: 'late', description: labels.late, quantity: String(lateHours), unitPrice: parseMoney(t.lateHourRate, currency), total });
  }

  const kmDriven = t.returnOdometer - t.handoverOdometer;
  const plannedDays = Math.max(1, Math.ceil((t.plannedEndAt.getTime() - t.startAt.getTime()) / (24 * HOUR_MS)));
  const billed = plannedDays + lateDays + (remainderHours > 0 ? 1 : 0);
  const kmAllowed = t.kmAllowancePerDay > 0 ? t.kmAllowancePerDay * billed : null;
  if (kmAllowed !== null && kmDriven > kmAllowed) {
    const extra = kmDriven - kmAllowed;
    lines.push({ code: 'extra_km', description: labels.extraKm, quantity: String(extra), unitPrice: parseMoney(t.extraKmRate, currency), total: multiplyMoney(t.extraKmRate, extra, currency) });
  }

  const missingFuel = Math.max(0, t.handoverFuel - t.returnFuel);
  if (missingFuel > 0) {
    lines.push({ code: 'fuel', description: labels.fuel, quantity: String(missingFuel), unitPrice: parseMoney(t.fuelChargePerEighth, currency), total: multiplyMoney(t.fuelChargePerEighth, missingFuel, currency) });
  }

  for (const damage of t.damages) {
    const amount = parseMoney(damage.amount, currency);
    lines.push({ code: 'damage', description: damage.description, quantity: '1', unitPrice: amount, total: amount });
  }

  const charged = lines.filter((l) => compareMoney(l.total, '0') > 0);
  return { ok: true, lines: charged, total: parseMoney(sumMoney(charged.map((l) => l.total)), currency), kmDriven, kmAllowed, lateMinutes };
}

export const RETURN_LABELS = {
  late: 'تأخير في الإرجاع / Late return',
  extraKm: 'كيلومترات إضافية / Extra kilometres',
  fuel: 'نقص الوقود / Fuel shortfall',
};
