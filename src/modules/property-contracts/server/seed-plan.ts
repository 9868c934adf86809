// What happens to each property over the demo's two years, decided up front (pure, seeded):
// lease after lease with vacant gaps between them, each lease renewed (by hand or by itself),
// ended early, left to expire, or still running today; who pays how. The simulation
// (seed-simulation.ts) then lives through these plans day by day through the services.
import { addDays, addMonths, type PaymentFrequency } from '../../../core/leasing';
import type { Rand } from './seed-data';
import type { Leasable } from './seed-portfolio';

export type Outcome = 'renew' | 'auto' | 'expire' | 'terminate' | 'ongoing' | 'draft' | 'future';
export type Payer = 'pdc' | 'transfer' | 'cash';

export type LeasePlan = {
  property: Leasable;
  /** Leases of one tenant in a row on one property (an original and its renewals) share a chain. */
  chain: number;
  corporate: boolean;
  signOn: string;
  start: string;
  end: string;
  termMonths: number;
  rent: number;
  frequency: PaymentFrequency;
  deposit: number;
  commission: number;
  graceDays: number;
  lateFee: { type: 'none' | 'fixed' | 'percent'; value: number };
  payer: Payer;
  /** Pays late, and now and then not at all. */
  troubled: boolean;
  outcome: Outcome;
  /** The day the renewal is signed ('renew'), or the lease is ended early ('terminate'). */
  actOn?: string;
  /** The lease that follows ('renew', 'auto'). */
  next?: LeasePlan;
};

const TERM: Record<string, readonly number[]> = { apartment: [12], villa: [12, 12, 12, 24], office: [12, 24, 36], retail: [12, 24], warehouse: [24, 36], land: [36] };

function frequencyOf(kind: string, rand: Rand): PaymentFrequency {
  const r = rand();
  // Some flats on monthly cheques, most homes by the quarter or half-year; offices also by the year.
  if (kind === 'apartment') return r < 0.3 ? 'monthly' : r < 0.7 ? 'quarterly' : 'semi_annual';
  if (kind === 'villa') return r < 0.15 ? 'monthly' : r < 0.65 ? 'quarterly' : 'semi_annual';
  if (kind === 'retail') return r < 0.5 ? 'quarterly' : 'semi_annual';
  if (kind === 'office') return r < 0.3 ? 'quarterly' : r < 0.7 ? 'semi_annual' : 'annual';
  return kind === 'land' ? 'annual' : r < 0.5 ? 'quarterly' : 'semi_annual';
}

/** The first of the next month (a few commercial leases start mid-month). */
const startOn = (rand: Rand, after: string, commercial: boolean) => {
  const first = `${addMonths(after, 1).slice(0, 7)}-01`;
  return commercial && rand() < 0.2 ? `${after.slice(0, 7)}-15` > after ? `${after.slice(0, 7)}-15` : `${first.slice(0, 7)}-15` : first;
};

/** Days a property stands empty between tenants: mostly weeks, sometimes months. */
const gap = (rand: Rand) => {
  const r = rand();
  return r < 0.6 ? 15 + Math.floor(rand() * 35) : r < 0.85 ? 50 + Math.floor(rand() * 60) : 110 + Math.floor(rand() * 130);
};

function lease(rand: Rand, p: Leasable, chain: number, start: string, rent: number, prior?: LeasePlan): LeasePlan {
  const termMonths = prior?.termMonths ?? TERM[p.kind]![Math.floor(rand() * TERM[p.kind]!.length)]!;
  const commercial = p.usage === 'commercial';
  const lateRoll = rand();
  const frequency = prior?.frequency ?? frequencyOf(p.kind, rand);
  return {
    property: p,
    chain,
    corporate: commercial,
    signOn: prior ? start : addDays(start, -Math.floor(rand() * 12)),
    start,
    end: addDays(addMonths(start, termMonths), -1),
    termMonths,
    rent,
    frequency,
    deposit: prior?.deposit ?? rent * (commercial ? 2 : 1),
    commission: prior || rand() < 0.6 ? 0 : Math.round(rent / 2),
    graceDays: prior?.graceDays ?? (commercial ? 10 : 5),
    lateFee: prior?.lateFee ?? (lateRoll < 0.6 ? { type: 'fixed', value: commercial ? 500 : 200 } : lateRoll < 0.85 ? { type: 'percent', value: 2 } : { type: 'none', value: 0 }),
    payer: prior?.payer ?? (frequency === 'monthly' ? (rand() < 0.6 ? 'pdc' : rand() < 0.75 ? 'transfer' : 'cash') : rand() < 0.5 ? 'pdc' : 'transfer'),
    troubled: prior?.troubled ?? rand() < 0.08,
    outcome: 'ongoing',
  };
}

/** Every property's leases from `from` to `today`: the first lease of each chain (its renewals hang on `next`). */
export function planLeases(rand: Rand, properties: readonly Leasable[], from: string, today: string, firstChain = 0): LeasePlan[] {
  const out: LeasePlan[] = [];
  let chain = firstChain;
  for (const [index, p] of properties.entries()) {
    const commercial = p.usage === 'commercial';
    // One property in eight has stood empty since a day of the last months (the vacancy figures and alerts).
    const until = index % 8 === 5 ? addDays(today, -20 - ((index * 37) % 230)) : null;
    // A property listed during the history takes a while to find its first tenant.
    const listed = p.listedOn < from ? from : p.listedOn;
    let t = startOn(rand, addDays(listed, Math.floor(rand() * (p.listedOn > from ? 200 : 60))), commercial);
    // A new tenant signs only after the lease before was ended early (the dates would overlap until then).
    let freeFrom = p.listedOn;
    while (t <= today && (!until || t < addDays(until, -60))) {
      const first = lease(rand, p, chain++, t, p.rent);
      if (first.signOn < freeFrom) first.signOn = freeFrom;
      out.push(first);
      let current = first;
      for (;;) {
        if (until && current.end >= until) {
          // Ended early on `until`: the tenant left and nobody has moved in since.
          current.outcome = 'terminate';
          current.actOn = until;
          t = today;
          break;
        }
        if (current.end >= today) break;
        const r = rand();
        const autoCovers = addDays(addMonths(addDays(current.end, 1), 12), -1) >= today;
        if (!until && autoCovers && r < 0.12) {
          current.outcome = 'auto';
          current.next = lease(rand, p, current.chain, addDays(current.end, 1), current.rent, current);
          current = current.next;
          break;
        }
        if (r < 0.42) {
          current.outcome = 'renew';
          current.actOn = addDays(current.end, -10 - Math.floor(rand() * 20));
          const raise = 1 + Math.floor(rand() * 3) * 0.025;
          current.next = lease(rand, p, current.chain, addDays(current.end, 1), Math.round((current.rent * raise) / 100) * 100, current);
          current = current.next;
          continue;
        }
        if (r < 0.57) {
          current.outcome = 'terminate';
          current.actOn = addDays(addMonths(current.start, 2 + Math.floor(rand() * Math.max(1, current.termMonths - 3))), Math.floor(rand() * 20));
          freeFrom = addDays(current.actOn, 1);
          t = startOn(rand, addDays(current.actOn, gap(rand)), commercial);
          break;
        }
        current.outcome = 'expire';
        t = startOn(rand, addDays(current.end, gap(rand)), commercial);
        break;
      }
      if (current.end >= today && current.outcome === 'ongoing') break;
    }
  }
  return out;
}

/** Every lease of a chain, the first one first. */
export function chainOf(first: LeasePlan): LeasePlan[] {
  const all = [first];
  while (all.at(-1)!.next) all.push(all.at(-1)!.next!);
  return all;
}
