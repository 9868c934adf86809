// Utilisation (decision 042): rented days / available days per vehicle, per model and per class
// (body type). A car is available every day of the period from the day it entered the fleet;
// rented days are its contracts' hours inside the period, from the contracts module's export.
import { inclusiveDays, utilisationPercent } from '../../../core/fleet';
import { rentedDaysByVehicle } from '../../contracts/server';
import { bi, rangeSubtitle, type ReportTable } from '../../finance/server';
import { companyCars, type ReportCtx } from './context';
import { inTurn } from '../../../server/db/in-turn';

type Line = { rentedDays: number; availableDays: number; percent: number; contracts: number };
const BODY: Record<string, [string, string]> = {
  sedan: ['سيدان', 'Sedan'], suv: ['دفع رباعي', 'SUV'], hatchback: ['هاتشباك', 'Hatchback'], pickup: ['بيك أب', 'Pickup'],
  van: ['فان', 'Van'], bus: ['حافلة', 'Bus'], coupe: ['كوبيه', 'Coupe'], truck: ['شاحنة', 'Truck'],
};
export const bodyLabel = (b: string) => bi(BODY[b]?.[0] ?? b, BODY[b]?.[1] ?? b);
const round = (n: number) => Math.round(n * 100) / 100;

function roll<R extends Line>(rows: R[], key: (r: R) => string) {
  const out = new Map<string, Line & { vehicles: number }>();
  for (const r of rows) {
    const k = key(r);
    const o = out.get(k) ?? { rentedDays: 0, availableDays: 0, percent: 0, contracts: 0, vehicles: 0 };
    o.rentedDays += r.rentedDays;
    o.availableDays += r.availableDays;
    o.contracts += r.contracts;
    o.vehicles += 1;
    out.set(k, o);
  }
  for (const o of out.values()) {
    o.rentedDays = round(o.rentedDays);
    o.percent = utilisationPercent(o.rentedDays, o.availableDays);
  }
  return out;
}

export async function utilisationReport(ctx: ReportCtx) {
  const [cars, rented] = await inTurn([() => companyCars(ctx), () => rentedDaysByVehicle(ctx.tx, ctx.companyId, ctx.fromAt, ctx.toAt)]);
  const byCar = new Map(rented.map((r) => [r.vehicleId, r]));
  const vehicles = cars
    .map((c) => {
      const availableDays = inclusiveDays(c.inFleetFrom > ctx.from ? c.inFleetFrom : ctx.from, ctx.to);
      const r = byCar.get(c.id);
      const rentedDays = round(Math.min(r?.days ?? 0, availableDays));
      return { vehicleId: c.id, plate: c.plate, make: c.make, model: c.model, bodyType: c.bodyType, rentedDays, availableDays, contracts: r?.contracts ?? 0, percent: utilisationPercent(rentedDays, availableDays) };
    })
    .filter((v) => v.availableDays > 0 || v.rentedDays > 0);
  const models = [...roll(vehicles, (v) => `${v.make}\u0000${v.model}`)].map(([k, o]) => {
    const [make, model] = k.split('\u0000') as [string, string];
    return { make, model, ...o };
  });
  const classes = [...roll(vehicles, (v) => v.bodyType)].map(([bodyType, o]) => ({ bodyType, ...o }));
  const all = roll(vehicles, () => 'all').get('all') ?? { rentedDays: 0, availableDays: 0, percent: 0, contracts: 0, vehicles: 0 };
  models.sort((a, b) => b.percent - a.percent || a.make.localeCompare(b.make) || a.model.localeCompare(b.model));
  classes.sort((a, b) => b.percent - a.percent || a.bodyType.localeCompare(b.bodyType));
  return { from: ctx.from, to: ctx.to, vehicles, models, classes, totals: all };
}

export function utilisationTable(r: Awaited<ReturnType<typeof utilisationReport>>, currency: ReportTable['currency']): ReportTable {
  const n = (v: number) => String(v);
  const line = (name: string | ReturnType<typeof bi>, group: ReturnType<typeof bi>, o: Line) => ({
    cells: { name, group, rented: n(o.rentedDays), available: n(o.availableDays), percent: `${o.percent}%` },
  });
  return {
    title: bi('استخدام الأسطول', 'Fleet utilisation'),
    subtitle: rangeSubtitle({ from: r.from, to: r.to }, null),
    currency,
    columns: [
      { key: 'name', label: bi('المركبة / الطراز / الفئة', 'Vehicle / model / class'), kind: 'text' },
      { key: 'group', label: bi('المستوى', 'Level'), kind: 'text' },
      { key: 'rented', label: bi('أيام التأجير', 'Rented days'), kind: 'text' },
      { key: 'available', label: bi('الأيام المتاحة', 'Available days'), kind: 'text' },
      { key: 'percent', label: bi('نسبة الاستخدام', 'Utilisation'), kind: 'text' },
    ],
    rows: [
      ...r.classes.map((c) => ({ ...line(bodyLabel(c.bodyType), bi('فئة', 'Class'), c), style: 'subtotal' as const })),
      ...r.models.map((m) => line(`${m.make} ${m.model}`, bi('طراز', 'Model'), m)),
      ...r.vehicles.map((v) => line(`${v.plate} — ${v.make} ${v.model}`, bi('مركبة', 'Vehicle'), v)),
    ],
    totals: [{ ...line(bi('الأسطول كله', 'Whole fleet'), bi('الإجمالي', 'Total'), r.totals), style: 'total' }],
  };
}
