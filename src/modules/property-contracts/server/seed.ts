// Demo data of the real-estate company (issue 15): owners, ~40 properties around Doha (buildings
// with their units), 120 tenants and ~150 leases over two years in every status, with their rent,
// cheques, late fees, renewals, early ends, deposits, owner settlements and payouts, and
// maintenance — all made through the modules' services on the days they happen, as the company's
// admin under row-level security, so the data and its postings are what users would have made.
// Deterministic (seeded random, days counted from the seed's clock); `scale` adds copies of the
// portfolio, lived through on one clock.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { localDate } from '../../../core/attendance';
import { addDays, addMonths } from '../../../core/leasing';
import { ownerBalances, recordPayout } from '../../owners/server/service';
import { payoutInput } from '../../owners/server/schemas';
import { updateTenant } from '../../tenants/server/service';
import { tenantPatch } from '../../tenants/server/schemas';
import { runLeaseDay } from './daily';
import { random } from './seed-data';
import { planSigning, type LeaseSim } from './seed-leases';
import { planMaintenance } from './seed-maintenance';
import { chainOf, planLeases, type LeasePlan } from './seed-plan';
import { seedOwners, seedProperties, seedTenants, type Leasable, type SeedWho, type Tenant } from './seed-portfolio';
import { ORDER, Timeline } from './seed-timeline';

const TENANTS = 120;
const BUSINESSES = 30;

export async function seedRealEstateDemo(tx: Tx, ctx: { companyId: string; businessType: string; scale?: number; now?: Date }) {
  if (ctx.businessType !== 'real_estate') return;
  const started = performance.now();
  const { companyId } = ctx;
  const scale = Math.max(1, Math.floor(ctx.scale ?? 1));
  const [company] = await queryRows<{ timezone: string; adminId: string }>(
    tx,
    sql`select c.timezone, (select r.user_id from user_roles r where r.company_id = c.id and r.role = 'company_admin' limit 1) as "adminId" from companies c where c.id = ${companyId}`,
  );
  const today = localDate(ctx.now ?? new Date(), company!.timezone);
  const from = `${addMonths(today, -24).slice(0, 7)}-01`;
  const who: SeedWho = { companyId, userId: company!.adminId };
  // The company's admin does the work, as app_user under row-level security like any request.
  await tx.execute(sql`select set_config('app.user_id', ${who.userId}, true)`);
  await tx.execute(sql`set local role app_user`);
  // No `finally`: after an error the transaction is aborted (a `reset role` there would fail and hide
  // the error), and its rollback ends the local role anyway.
  {
    const timeline = new Timeline();
    const sim: LeaseSim = { tx, who: { ...who, currency: 'QAR' }, rand: random(1515), timeline, made: new Map(), tenantOf: new Map(), runDays: runDays(from, today), cheques: { n: 0 }, ended: new Set() };
    const owners: string[] = [];
    const plans: LeasePlan[] = [];
    let chain = 0;
    for (let copy = 0; copy < scale; copy++) {
      const rand = random(3030 + copy);
      const own = await seedOwners(tx, who, rand, copy);
      const properties = await seedProperties(tx, who, rand, copy, own, from);
      const tenants = await seedTenants(tx, who, rand, copy, TENANTS, BUSINESSES, today);
      const chains = planLeases(rand, properties, from, today, chain);
      chain += chains.length;
      const vacant = vacantOn(today, properties, chains);
      // Prospects line up for the latest vacated: drafts still being agreed, and two leases signed to start next month.
      const waiting = vacant.slice(0, 7).map((p, i) => prospect(rand, p, chain++, today, i < 5 ? 'draft' : 'future'));
      assignTenants([...chains, ...waiting], tenants, sim.tenantOf, copy);
      for (const plan of [...chains, ...waiting]) planSigning(sim, plan);
      // Two of those empty for a while are held back for work; the longest vacant stay on the market as they are.
      const held = vacant.slice(7).filter((p) => p.since <= addDays(today, -20)).slice(0, 2);
      planMaintenance({ tx, who, rand, timeline, today }, chains.flatMap(chainOf), held);
      owners.push(...own);
      plans.push(...chains);
    }
    for (const [i, day] of sim.runDays.entries()) {
      timeline.add(day, ORDER.run, async (d) => {
        // The tables grow from nothing inside one transaction: fresh statistics keep the services' plans sane.
        if (i % 3 === 0) await analyze(tx);
        await runLeaseDay(tx, { ...sim.who, today: d });
      });
    }
    for (const day of sim.runDays.filter((d) => ['01', '07'].includes(d.slice(5, 7)) && d.endsWith('-01'))) {
      timeline.add(addDays(day, 4), ORDER.payout, (d) => payOwners(tx, who, owners, d));
    }
    await timeline.runUntil(today);
    await blacklistOne(tx, sim, plans);
  }
  await tx.execute(sql`reset role`);
  console.info(`real-estate demo: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (scale ${scale})`);
}

/** Properties no lease holds today, the latest vacated first (`since`: the day the last one left, or the listing). */
function vacantOn(today: string, properties: readonly Leasable[], chains: readonly LeasePlan[]): Array<Leasable & { since: string }> {
  const leases = chains.flatMap(chainOf);
  return properties
    .filter((p) => !leases.some((l) => l.property === p && l.start <= today && today <= l.end && l.outcome !== 'terminate'))
    .map((p) => ({ ...p, since: leases.filter((l) => l.property === p).map((l) => (l.outcome === 'terminate' ? l.actOn! : l.end)).sort().at(-1) ?? p.listedOn }))
    .sort((a, b) => b.since.localeCompare(a.since));
}

const GROWING = ['leases', 'lease_installments', 'lease_cheques', 'invoices', 'invoice_lines', 'payments', 'payment_allocations', 'journal_entries', 'journal_entry_lines', 'ledger_balances', 'properties', 'customers', 'owner_settlements', 'owner_payouts', 'property_maintenance'];

/** ANALYZE needs the tables' owner: the seed steps out of app_user for it. */
async function analyze(tx: Tx) {
  await tx.execute(sql`reset role`);
  await tx.execute(sql.raw(`analyze ${GROWING.join(', ')}`));
  await tx.execute(sql`set local role app_user`);
}

/** The lease run's days: the 1st of every month of the history, and today. */
function runDays(from: string, today: string): string[] {
  const days: string[] = [];
  for (let d = addMonths(from, 1); d <= today; d = addMonths(d, 1)) days.push(d);
  if (days.at(-1) !== today) days.push(today);
  return days;
}

function prospect(rand: () => number, property: Leasable, chain: number, today: string, outcome: 'draft' | 'future'): LeasePlan {
  const start = outcome === 'future' ? `${addMonths(today, 1).slice(0, 7)}-01` : addDays(today, 10 + Math.floor(rand() * 20));
  const commercial = property.usage === 'commercial';
  return {
    property,
    chain,
    corporate: commercial,
    signOn: addDays(today, -Math.floor(rand() * 5)),
    start,
    end: addDays(addMonths(start, 12), -1),
    termMonths: 12,
    rent: property.rent,
    frequency: commercial ? 'quarterly' : 'monthly',
    deposit: property.rent,
    commission: 0,
    graceDays: 5,
    lateFee: { type: 'fixed', value: 200 },
    payer: 'pdc',
    troubled: false,
    outcome,
  };
}

/**
 * A tenant per chain of leases, people for homes and businesses for the rest: new tenants first,
 * then former ones moving to another property; those left over are prospects with no lease yet.
 */
function assignTenants(plans: readonly LeasePlan[], tenants: readonly Tenant[], tenantOf: Map<number, string>, copy: number) {
  const busyUntil = new Map<string, string>();
  for (const plan of [...plans].sort((a, b) => a.signOn.localeCompare(b.signOn) || a.chain - b.chain)) {
    const fits = tenants.filter((t) => t.corporate === plan.corporate);
    const fresh = fits.find((t) => !busyUntil.has(t.id));
    const former = fits.find((t) => (busyUntil.get(t.id) ?? '9999') < addDays(plan.signOn, -30));
    const tenant = fresh ?? former ?? fits[(plan.chain + copy) % fits.length]!;
    tenantOf.set(plan.chain, tenant.id);
    const last = chainOf(plan).at(-1)!;
    busyUntil.set(tenant.id, last.outcome === 'terminate' ? last.actOn! : last.end);
  }
}

/** Twice a year the owners are paid what is due to them, by bank transfer to their IBAN. */
async function payOwners(tx: Tx, who: SeedWho, owners: readonly string[], day: string) {
  const due = await ownerBalances(tx, owners, day, 'QAR');
  for (const [ownerId, balance] of due) {
    const amount = Math.floor(Number(balance) / 100) * 100;
    if (amount < 1000) continue;
    await recordPayout(tx, who, ownerId, payoutInput.parse({ payoutDate: day, amount: String(amount), method: 'bank_transfer', reference: `OWN-TRF-${day.replaceAll('-', '')}` }));
  }
}

/** The tenant of a lease ended for bounced cheques is blacklisted (when no other lease of theirs runs). */
async function blacklistOne(tx: Tx, sim: LeaseSim, plans: readonly LeasePlan[]) {
  const all = plans.flatMap(chainOf);
  const ended = all.find((p) => p.troubled && p.outcome === 'terminate' && !all.some((q) => q !== p && sim.tenantOf.get(q.chain) === sim.tenantOf.get(p.chain) && q.signOn > p.signOn));
  if (!ended) return;
  await updateTenant(tx, sim.tenantOf.get(ended.chain)!, tenantPatch.parse({ isBlacklisted: true, blacklistReason: 'شيكات مرتجعة وإنهاء العقد لعدم السداد' }));
}
