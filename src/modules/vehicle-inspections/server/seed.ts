// Demo condition checks of the car-rental company (decision 041): every handed-over demo contract
// gets its handover inspection and every returned one its return inspection (as the migration
// gave existing contracts), written through the same service as the contract's handover and
// return. The twelve most recent carry damage points on the outline; some of their returns show
// new damage beside what the handover recorded. Deterministic: points from fixed tables by index.
import type { CarView, DamagePoint, DamageSeverity, DamageType } from '../../../core/fleet';
import type { Tx } from '../../../server/db/client';
import { handedOverReadings } from '../../contracts/server/service';
import { recordContractInspection } from './service';

type Spot = [CarView, number, number, DamageType, DamageSeverity];
const SPOTS: Spot[] = [
  ['left', 0.28, 0.55, 'scratch', 'minor'],
  ['front', 0.7, 0.72, 'dent', 'moderate'],
  ['top', 0.5, 0.18, 'crack', 'major'],
  ['right', 0.74, 0.48, 'scratch', 'minor'],
  ['back', 0.32, 0.66, 'dent', 'minor'],
  ['right', 0.4, 0.62, 'broken', 'moderate'],
  ['left', 0.82, 0.4, 'missing', 'minor'],
];
const CHECKS = ['spare_tyre', 'jack', 'first_aid', 'fire_extinguisher', 'registration', 'ac', 'lights', 'tyres'];
// A short flourish as SVG path data in the 300 × 120 signature box.
const SIGNATURE = 'M20 80 L45 40 L60 85 L80 35 L100 90 L130 50 L160 70 L200 45 L240 75 L270 60';

const point = ([view, x, y, type, severity]: Spot): DamagePoint => ({ view, x, y, type, severity });

export async function seedVehicleInspectionsDemo(tx: Tx, ctx: { companyId: string; businessType: string }) {
  if (ctx.businessType !== 'car_rental') return;
  const rows = await handedOverReadings(tx, ctx.companyId, 5000);
  for (const [i, c] of rows.entries()) {
    const recent = i < 12;
    const before = recent ? [point(SPOTS[i % SPOTS.length]!)] : [];
    // Every third recent return brings two new points; the others come back as they left.
    const after = recent && i % 3 === 0 ? [...before, point(SPOTS[(i + 2) % SPOTS.length]!), point(SPOTS[(i + 4) % SPOTS.length]!)] : before;
    const checklist = CHECKS.map((code, k) => ({ code, ok: !(recent && k === (i % CHECKS.length) && i % 4 === 1) }));
    const who = { companyId: ctx.companyId, userId: c.createdBy, currency: 'KWD' as const, now: c.handoverAt! };
    const condition = (points: DamagePoint[]) => ({
      checklist,
      damages: [],
      damagePoints: points.map((p) => ({ view: p.view!, x: p.x!, y: p.y!, type: p.type, severity: p.severity })),
      customerSignature: recent ? SIGNATURE : null,
      inspectorSignature: recent ? SIGNATURE : null,
    });
    await recordContractInspection(tx, { kind: 'handover', contractId: c.id, vehicleId: c.vehicleId, at: c.handoverAt!, odometer: c.handoverOdometer ?? 0, fuel: c.handoverFuel ?? 8, inspection: condition(before) }, who);
    if (c.returnedAt) await recordContractInspection(tx, { kind: 'return', contractId: c.id, vehicleId: c.vehicleId, at: c.returnedAt, odometer: c.returnOdometer ?? c.handoverOdometer ?? 0, fuel: c.returnFuel ?? 8, inspection: condition(after) }, { ...who, now: c.returnedAt });
  }
}
