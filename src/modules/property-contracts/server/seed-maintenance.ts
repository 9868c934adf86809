// The demo's maintenance requests, through the properties module's service on their own days:
// completed ones over the last year paid by the tenant, the owner or the company (their postings
// and the tenant's invoice with them), a couple cancelled, and open, assigned and in-progress
// work today — one of each open kind blocking a vacant unit from being let.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { addDays } from '../../../core/leasing';
import { createRequest, moveRequest } from '../../properties/server/maintenance-service';
import { maintenanceInput } from '../../properties/server/maintenance-schemas';
import { propertyMaintenance } from '../../properties/server/tables';
import { CONTRACTORS, REQUESTS, type Rand } from './seed-data';
import type { LeasePlan } from './seed-plan';
import type { Leasable, SeedWho } from './seed-portfolio';
import { ORDER, type Timeline } from './seed-timeline';

type Ctx = { tx: Tx; who: SeedWho; rand: Rand; timeline: Timeline; today: string };
type Payer = 'tenant' | 'owner' | 'company';
type Step = 'assign' | 'start' | 'complete' | 'cancel';

/** The last day a plan's lease holds its property. */
const lastDay = (p: LeasePlan) => (p.outcome === 'terminate' ? p.actOn! : p.end);

export function planMaintenance(ctx: Ctx, leases: readonly LeasePlan[], vacant: readonly Leasable[]) {
  const { today, rand } = ctx;
  const let_ = leases.filter((p) => p.outcome !== 'draft' && p.outcome !== 'future');
  const during = (day: string, days: number) => {
    const list = let_.filter((p) => p.start <= day && lastDay(p) >= addDays(day, days));
    return list[Math.floor(rand() * list.length)];
  };
  const request = (day: string, property: Leasable, payer: Payer, steps: Array<[Step, number]>, blocks = false, kind = REQUESTS[Math.floor(rand() * REQUESTS.length)]!) => {
    const [title, category, priority] = kind;
    const [contractor, phone] = CONTRACTORS[Math.floor(rand() * CONTRACTORS.length)]!;
    const estimate = 300 + Math.floor(rand() * 30) * 100;
    ctx.timeline.add(day, ORDER.maintenance, async (d) => {
      const by = { ...ctx.who, currency: 'QAR' as const, today: d, timezone: 'Asia/Qatar' };
      const body = maintenanceInput.parse({
        propertyId: property.id,
        category: blocks ? 'painting' : category,
        priority: blocks ? 'medium' : priority,
        title: blocks ? 'دهان وتجديد الوحدة قبل تأجيرها' : title,
        payer,
        blocksLeasing: blocks,
        reportedBy: payer === 'tenant' ? 'المستأجر' : 'مشرف العقار',
        estimatedCost: String(estimate),
      });
      const row = await createRequest(ctx.tx, body, by);
      // Reported on its own day (the service stamps the moment of the call, which is the seed's).
      await ctx.tx.update(propertyMaintenance).set({ createdAt: new Date(`${d}T09:00:00+03:00`) }).where(eq(propertyMaintenance.id, row.id));
      for (const [step, after] of steps) {
        ctx.timeline.add(addDays(d, after), ORDER.maintenance, async (s) => {
          const on = { ...by, today: s };
          if (step === 'assign') await moveRequest(ctx.tx, row.id, 'assign', { contractorName: contractor, contractorPhone: phone, scheduledFor: addDays(s, 1) }, on);
          if (step === 'start') await moveRequest(ctx.tx, row.id, 'start', undefined, on);
          if (step === 'complete') await moveRequest(ctx.tx, row.id, 'complete', { actualCost: String(Math.round(estimate * (0.8 + rand() * 0.5))), completedOn: s }, on);
          if (step === 'cancel') await moveRequest(ctx.tx, row.id, 'cancel', { reason: 'أصلح المستأجر العطل على نفقته' }, on);
        });
      }
    });
  };
  const done: Array<[Step, number]> = [['assign', 1], ['start', 2], ['complete', 4 + Math.floor(rand() * 5)]];
  // Fourteen completed over the year, each payer in turn (an owner only where the property has one).
  for (let k = 0; k < 14; k++) {
    const day = addDays(today, -25 - k * 24);
    const lease = during(day, 14);
    if (!lease) continue;
    const payer: Payer = k % 3 === 0 ? 'tenant' : k % 3 === 1 && lease.property.ownerId ? 'owner' : 'company';
    request(day, lease.property, payer, done);
  }
  for (const k of [0, 1]) {
    const day = addDays(today, -60 - k * 90);
    const lease = during(day, 5);
    if (lease) request(day, lease.property, 'company', [['cancel', 2]]);
  }
  // Today's work on let properties: reported, assigned, in progress.
  const now: Array<[number, Array<[Step, number]>]> = [
    [-2, []],
    [-4, []],
    [-6, []],
    [-9, [['assign', 2]]],
    [-11, [['assign', 1]]],
    [-13, [['assign', 1], ['start', 3]]],
    [-16, [['assign', 1], ['start', 2]]],
  ];
  for (const [back, steps] of now) {
    const lease = during(addDays(today, back), -back);
    // The newest is an urgent air-conditioning fault (Doha's summers); the rest as tenants report them.
    if (lease) request(addDays(today, back), lease.property, back % 2 && lease.property.ownerId ? 'owner' : 'company', steps, false, back === -2 ? REQUESTS[1] : undefined);
  }
  // Vacant units held back for work before the next tenant (the property shows 'maintenance').
  if (vacant[0]) request(addDays(today, -3), vacant[0], 'company', [], true);
  if (vacant[1]) request(addDays(today, -15), vacant[1], vacant[1].ownerId ? 'owner' : 'company', [['assign', 2], ['start', 4]], true);
}
