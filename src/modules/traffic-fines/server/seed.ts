// Demo fines of the car-rental company: about 150 over the past year, built through the
// module's services so they are matched by the same rule as real ones — most inside a rental
// (the renter's), some between rentals (the company's); older ones confirmed, recharged by
// invoice or from a deposit still held, a few waived for the renter, paid to the authority in
// full or in part, a few cancelled. Deterministic (seeded random, relative to the seed's clock `now`).
import type { Tx } from '../../../server/db/client';
import { companyContext } from '../../../server/http/fields';
import { compareMoney } from '../../../core/money';
import { pick, random } from '../../contracts/server/seed-data';
import { contractHeadlines, depositLeft, rentalPeriods } from '../../contracts/server/service';
import { vehiclePlates } from '../../fleet/server/service';
import { insertMatched, type MatchedFine } from './import';
import { payFine } from './payments';
import { rechargeFine, saveFeeRule } from './recharge';
import { cancelFine, confirmFine, type Who } from './service';
import { waiveFine } from './waiver';

const DAY = 86_400_000;

/** Kuwait's common offences and their fines (KWD), with the places they are usually caught. */
const OFFENCES: ReadonlyArray<[ar: string, amount: string, points: number | null]> = [
  ['تجاوز السرعة المقررة', '20', 1],
  ['تجاوز الإشارة الحمراء', '50', 4],
  ['الوقوف في مكان ممنوع', '15', null],
  ['استخدام الهاتف أثناء القيادة', '30', 2],
  ['عدم ربط حزام الأمان', '15', 1],
  ['الوقوف على رصيف المشاة', '10', null],
  ['تجاوز السرعة بأكثر من 40 كم/س', '100', 3],
];
const PLACES = ['الدائري الخامس', 'الدائري السادس', 'طريق الملك فهد', 'شارع الخليج العربي', 'طريق الجهراء', 'طريق الفحيحيل السريع', 'السالمية - شارع سالم المبارك', 'حولي - شارع تونس', 'الفروانية', 'المطار'];
const AUTHORITY = 'الإدارة العامة للمرور';
const WAIVER_REASONS = ['عميل دائم — أول مخالفة له', 'خطأ في قراءة اللوحة لدى الجهة، والاعتراض لم يُقبل بعد', 'ضمن عرض الشركات المتفق عليه'];

export async function seedFinesDemo(tx: Tx, ctx: { companyId: string; businessType: string; scale?: number; now?: Date }) {
  if (ctx.businessType !== 'car_rental') return;
  const now = ctx.now ?? new Date();
  const who: Who = { companyId: ctx.companyId, userId: null, ctx: await companyContext(tx, now) };
  const rand = random(1616);
  const vehicles = await vehiclePlates(tx);
  if (!vehicles.length) return;
  const yearAgo = new Date(now.getTime() - 365 * DAY);
  const periods = await rentalPeriods(tx, vehicles.map((v) => v.id), yearAgo, now);
  const rentals = [...periods.entries()].flatMap(([vehicleId, list]) => list.map((r) => ({ ...r, vehicleId }))).filter((r) => r.startAt.getTime() < now.getTime() - DAY);
  await saveFeeRule(tx, { kind: 'fixed', value: '2.000' }, who);

  const count = 150 * Math.max(1, Math.floor(ctx.scale ?? 1));
  const fines: MatchedFine[] = [];
  for (let i = 0; i < count; i++) {
    const [offence, amount, points] = pick(rand, OFFENCES);
    let vehicle = pick(rand, vehicles);
    let at: Date;
    // Nine in ten are caught while a renter has the car; the rest on any day of the year.
    if (rentals.length && rand() < 0.9) {
      const r = pick(rand, rentals);
      vehicle = vehicles.find((v) => v.id === r.vehicleId)!;
      const end = Math.min(r.returnedAt?.getTime() ?? now.getTime(), now.getTime() - DAY);
      at = new Date(r.startAt.getTime() + Math.floor(rand() * Math.max(1, end - r.startAt.getTime())));
    } else {
      at = new Date(yearAgo.getTime() + Math.floor(rand() * (364 * DAY)));
    }
    at.setUTCSeconds(0, 0);
    fines.push({ violationNumber: `MOI-${String(300_000 + i * 37).padStart(7, '0')}`, vehicleId: vehicle.id, plate: vehicle.plateNumber, at, location: pick(rand, PLACES), violationType: offence, authority: AUTHORITY, amount, points });
  }
  fines.sort((a, b) => a.at.getTime() - b.at.getTime());
  const inserted = await insertMatched(tx, fines, who, 'seed');

  // Life after capture, oldest first: the newest fortnight stays pending.
  const contractsOf = await contractHeadlines(tx, [...new Set(inserted.flatMap((f) => (f.contractId ? [f.contractId] : [])))]);
  for (const [i, fine] of inserted.entries()) {
    const at = fines[i]!.at;
    const age = (now.getTime() - at.getTime()) / DAY;
    if (age < 14) continue;
    const day = (offset: number) => new Date(Math.min(at.getTime() + offset * DAY, now.getTime())).toISOString().slice(0, 10);
    const roll = rand();
    if (roll < 0.03) {
      await cancelFine(tx, fine.id, 'ألغتها الإدارة العامة للمرور بعد الاعتراض');
      continue;
    }
    await confirmFine(tx, fine.id);
    const contract = fine.contractId ? contractsOf.get(fine.contractId) : undefined;
    if (contract && roll < 0.6) {
      const held = contract.depositStatus === 'held' && compareMoney(depositLeft(contract), '120') >= 0;
      const done = await rechargeFine(tx, fine.id, held ? 'deposit' : 'invoice', who, day(7));
      if (held) contract.depositApplied = (Number(contract.depositApplied) + Number(done.invoice.total)).toFixed(3);
    } else if (contract && roll < 0.64) {
      // A few the company forgave the renter (no new draw of chance: the rest of the demo stays as it was).
      await waiveFine(tx, fine.id, WAIVER_REASONS[i % WAIVER_REASONS.length]!, who, day(5));
    }
    // Most fines older than a month are paid to the authority; one in six of those only in part.
    if (age > 30 && rand() < 0.75) {
      const amount = fines[i]!.amount;
      const partial = rand() < 0.17 && Number(amount) >= 20;
      await payFine(tx, { violationId: fine.id, amount: partial ? (Number(amount) / 2).toFixed(3) : amount, method: rand() < 0.6 ? 'bank_transfer' : 'cash', paidOn: day(20), reference: `K-NET ${String(880_000 + i * 13)}` }, who);
    }
  }
}
