// What every fleet report starts from: the period in the company's calendar and its instants,
// the currency, and the company's vehicles with the day each entered the fleet.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companyContext } from '../../../server/http/fields';
import { dayInZone, zonedInstant } from '../../../core/dates';
import { addDays, defaultReportPeriod } from '../../../core/fleet';
import type { CurrencyCode } from '../../../core/money';
import { vehicles } from '../../fleet/server/service';
import { AppError } from '../../../server/http/errors';

export type ReportCtx = {
  tx: Tx;
  companyId: string;
  currency: CurrencyCode;
  timezone: string;
  from: string;
  to: string;
  fromAt: Date;
  /** The instant after the period: midnight starting the day after `to`. */
  toAt: Date;
};

export async function reportCtx(tx: Tx, companyId: string, q: { from?: string; to?: string; date?: string }): Promise<ReportCtx> {
  const { currency, timezone, today } = await companyContext(tx);
  const fallback = defaultReportPeriod(q.date ?? today);
  const from = q.from ?? fallback.from;
  const to = q.to ?? fallback.to;
  if (from > to) throw new AppError(400, 'validation_failed', { to: 'end_before_start' });
  return { tx, companyId, currency, timezone, from, to, fromAt: zonedInstant(`${from}T00:00:00`, timezone), toAt: zonedInstant(`${addDays(to, 1)}T00:00:00`, timezone) };
}

export type Car = { id: string; plate: string; make: string; model: string; bodyType: string; inFleetFrom: string };

/** The company's vehicles; a car is in the fleet from its purchase date, else the day it was added. */
export async function companyCars(ctx: ReportCtx): Promise<Car[]> {
  const rows = await ctx.tx
    .select({ id: vehicles.id, plate: vehicles.plateNumber, make: vehicles.make, model: vehicles.model, bodyType: vehicles.bodyType, purchaseDate: vehicles.purchaseDate, createdAt: vehicles.createdAt })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, ctx.companyId)))
    .orderBy(vehicles.plateNumber);
  return rows.map((r) => ({ id: r.id, plate: r.plate, make: r.make, model: r.model, bodyType: r.bodyType, inFleetFrom: r.purchaseDate ?? dayInZone(r.createdAt, ctx.timezone) }));
}

