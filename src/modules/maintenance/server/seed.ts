// The rental demo's maintenance, through the work-order service on their own days: a year of
// completed orders (oil, brakes, tyres… with parts, posted to the ledger), a few cancelled, some
// in the workshop now and some booked ahead; a preventive plan per model (every 10,000 km or 6
// months) and a tyre plan for the first car, so the due list has due and overdue rows.
// Deterministic (its own seeded random, the seed's clock); about a hundred orders.
import { asc } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { localDate } from '../../../core/attendance';
import { random } from '../../contracts/server/seed-data';
import { vehicles } from '../../fleet/server/service';
import { completeInput, orderInput, planInput } from './schemas';
import { createPlan } from './plans';
import { cancelWorkOrder, completeWorkOrder, createWorkOrder, startWorkOrder, type Who } from './service';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TZ = 'Asia/Kuwait';
const WORKSHOPS = ['ورشة الشويخ الصناعية', 'مركز الغانم للخدمة', 'ورشة الري للإطارات', 'وكالة البابطين - الخدمة'];
const JOBS: Array<[type: string, what: string, labour: number, parts: Array<[string, number, number]>]> = [
  ['oil', 'تغيير زيت المحرك والفلتر', 5, [['زيت محرك 5W-30 (لتر)', 4, 2.75], ['فلتر زيت', 1, 3.5]]],
  ['routine', 'الصيانة الدورية', 15, [['فلتر هواء', 1, 4.25], ['فلتر مكيف', 1, 3.75], ['زيت محرك 5W-30 (لتر)', 4, 2.75]]],
  ['brakes', 'تغيير فحمات الفرامل الأمامية', 12, [['فحمات فرامل أمامية', 1, 18.5]]],
  ['tyres', 'تغيير الإطارات', 8, [['إطار 205/55R16', 4, 24]]],
  ['electrical', 'تغيير البطارية', 3, [['بطارية 70 أمبير', 1, 32]]],
  ['inspection', 'الفحص الفني السنوي', 10, []],
  ['body', 'إصلاح خدش الباب الخلفي', 35, [['دهان ومواد', 1, 20]]],
];

export async function seedMaintenanceDemo(tx: Tx, ctx: { companyId: string; businessType: string; now?: Date }) {
  if (ctx.businessType !== 'car_rental') return;
  const now = ctx.now ?? new Date();
  const rand = random(1616);
  const who = (at: Date): Who => ({ companyId: ctx.companyId, userId: null, now: at, ctx: { currency: 'KWD', timezone: TZ, today: localDate(at, TZ) } });
  const fleet = await tx.select({ id: vehicles.id, make: vehicles.make, model: vehicles.model, odometer: vehicles.odometer }).from(vehicles).orderBy(asc(vehicles.plateNumber));
  const models = [...new Map(fleet.map((v) => [`${v.make}|${v.model}`, v])).values()];
  const plans = new Map<string, string>();
  for (const v of models) {
    const plan = await createPlan(tx, planInput.parse({ name: `الصيانة الدورية ${v.make} ${v.model}`, maintenanceType: 'routine', make: v.make, model: v.model, intervalKm: 10_000, intervalMonths: 6 }), ctx.companyId);
    plans.set(`${v.make}|${v.model}`, plan.id);
  }
  if (fleet[0]) await createPlan(tx, planInput.parse({ name: 'تغيير الإطارات كل 40,000 كم', maintenanceType: 'tyres', vehicleId: fleet[0].id, intervalKm: 40_000 }), ctx.companyId);

  // An order that would overlap a booking is simply not made (the holds rule refuses it): a savepoint each.
  const attempt = async <T>(fn: (sp: Tx) => Promise<T>) => {
    try {
      return await tx.transaction(async (sp) => fn(sp as unknown as Tx));
    } catch {
      return null;
    }
  };
  const order = (sp: Tx, v: (typeof fleet)[number], job: (typeof JOBS)[number], at: Date, hours: number, priority: string) =>
    createWorkOrder(
      sp,
      orderInput.parse({
        vehicleId: v.id,
        maintenanceType: job[0],
        priority,
        description: job[1],
        workshopName: WORKSHOPS[Math.floor(rand() * WORKSHOPS.length)],
        scheduledAt: at.toISOString(),
        expectedEndAt: new Date(at.getTime() + hours * HOUR).toISOString(),
        estimatedCost: String(job[2] + job[3].reduce((s, [, q, p]) => s + q * p, 0)),
        labourCost: String(job[2]),
        parts: job[3].map(([name, quantity, unitPrice]) => ({ name, quantity: String(quantity), unitPrice: String(unitPrice) })),
        planId: job[0] === 'routine' || job[0] === 'oil' ? plans.get(`${v.make}|${v.model}`) : undefined,
      }),
      who(at),
    );

  // A year of finished work, oldest first: two or three visits for each of the first 36 cars.
  const past: Array<{ v: (typeof fleet)[number]; daysAgo: number; job: (typeof JOBS)[number] }> = [];
  fleet.slice(0, 36).forEach((v, i) => {
    const visits = 2 + (i % 2);
    for (let n = 0; n < visits; n++) past.push({ v, daysAgo: 20 + Math.floor(rand() * 340), job: JOBS[Math.floor(rand() * JOBS.length)]! });
  });
  past.sort((a, b) => b.daysAgo - a.daysAgo);
  for (const [i, p] of past.entries()) {
    const day = new Date(now.getTime() - p.daysAgo * DAY);
    const at = new Date(`${localDate(day, TZ)}T08:00:00+03:00`);
    await attempt(async (sp) => {
      const row = await order(sp, p.v, p.job, at, 6 + Math.floor(rand() * 20), i % 11 === 0 ? 'urgent' : i % 4 === 0 ? 'high' : 'medium');
      if (i % 13 === 5) return cancelWorkOrder(sp, row.id, { reason: 'تم التأجيل بطلب من الورشة' }, who(at));
      await startWorkOrder(sp, row.id, { at: at.toISOString() }, who(at));
      // The reading at the time is not kept for past visits: the car's current one (never backwards).
      const done = new Date(at.getTime() + 5 * HOUR);
      return completeWorkOrder(sp, row.id, completeInput.parse({ odometer: p.v.odometer, at: done.toISOString(), paidBy: i % 5 === 0 ? 'cash' : 'payable' }), who(done));
    });
  }

  // In the workshop now, and booked for the coming days.
  const today = new Date(`${localDate(now, TZ)}T08:00:00+03:00`);
  let inShop = 0;
  for (const v of fleet.slice(36)) {
    if (inShop >= 3) break;
    const job = JOBS[(inShop * 3 + 2) % JOBS.length]!;
    const started = new Date(today.getTime() - DAY);
    const made = await attempt(async (sp) => {
      const row = await order(sp, v, job, started, 72, inShop === 0 ? 'urgent' : 'high');
      return startWorkOrder(sp, row.id, { at: started.toISOString() }, who(started));
    });
    if (made) inShop++;
  }
  let ahead = 0;
  for (const v of fleet.slice(40)) {
    if (ahead >= 5) break;
    const at = new Date(today.getTime() + (2 + ahead * 3) * DAY);
    if (await attempt((sp) => order(sp, v, JOBS[ahead % 2]!, at, 8, ahead % 2 ? 'low' : 'medium'))) ahead++;
  }
}
