// Vehicle condition checks (issue 16, decision 041): the damage points of an inspection and the
// rule that tells new damage at a return from what the car already had at its handover.

export const INSPECTION_KINDS = ['handover', 'return', 'dispatch'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];
export const CAR_VIEWS = ['top', 'left', 'right', 'front', 'back'] as const;
export type CarView = (typeof CAR_VIEWS)[number];
export const DAMAGE_TYPES = ['scratch', 'dent', 'crack', 'broken', 'missing', 'other'] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];
export const DAMAGE_SEVERITIES = ['minor', 'moderate', 'major'] as const;
export type DamageSeverity = (typeof DAMAGE_SEVERITIES)[number];
export const CHECK_STATUSES = ['ok', 'not_ok', 'na'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/**
 * A damage on the car. `view`, `x`, `y` place it on the outline (x, y in 0..1 of that view's
 * box); a damage recorded without a place (the contracts' older inspections, described in words)
 * has them null. `amount` is a price agreed when the damage was written (older return inspections).
 */
export type DamagePoint = {
  view: CarView | null;
  x: number | null;
  y: number | null;
  type: DamageType;
  severity: DamageSeverity;
  note?: string;
  photoDocumentId?: string;
  amount?: string;
};

/** How close (in the view's 0..1 box) a return point must be to a handover point to be the same damage. */
export const SAME_DAMAGE_DISTANCE = 0.06;

/**
 * Which damage points of the return are new: each handover point can excuse at most one return
 * point — the nearest one of the same view within `distance` (ties by order). Unplaced points
 * are matched to unplaced handover points of the same type and note. Returns the indexes of the
 * return points that nothing excused, in order.
 */
export function newDamagePoints(handover: readonly DamagePoint[], ret: readonly DamagePoint[], distance = SAME_DAMAGE_DISTANCE): number[] {
  const pairs: Array<{ h: number; r: number; d: number }> = [];
  handover.forEach((h, hi) => {
    ret.forEach((r, ri) => {
      if (h.view === null || r.view === null || h.x === null || h.y === null || r.x === null || r.y === null) {
        if (h.view === null && r.view === null && h.type === r.type && (h.note ?? '').trim() === (r.note ?? '').trim()) pairs.push({ h: hi, r: ri, d: 0 });
        return;
      }
      if (h.view !== r.view) return;
      const d = Math.hypot(h.x - r.x, h.y - r.y);
      if (d <= distance + 1e-9) pairs.push({ h: hi, r: ri, d });
    });
  });
  pairs.sort((a, b) => a.d - b.d || a.r - b.r || a.h - b.h);
  const usedH = new Set<number>();
  const excused = new Set<number>();
  for (const p of pairs) {
    if (usedH.has(p.h) || excused.has(p.r)) continue;
    usedH.add(p.h);
    excused.add(p.r);
  }
  return ret.map((_, i) => i).filter((i) => !excused.has(i));
}
