import { describe, expect, it } from 'vitest';
import { newDamagePoints, SAME_DAMAGE_DISTANCE, type DamagePoint } from './condition';

const p = (view: DamagePoint['view'], x: number | null, y: number | null, extra: Partial<DamagePoint> = {}): DamagePoint => ({ view, x, y, type: 'scratch', severity: 'minor', ...extra });

describe('new damage at a return', () => {
  it('excuses a point of the same view within the distance, not one of another view', () => {
    const handover = [p('left', 0.3, 0.5), p('front', 0.5, 0.5)];
    const ret = [p('left', 0.33, 0.52), p('right', 0.3, 0.5), p('front', 0.5, 0.5)];
    expect(newDamagePoints(handover, ret)).toEqual([1]);
  });

  it('counts a point just beyond the distance as new, one exactly at it as known', () => {
    expect(newDamagePoints([p('top', 0.5, 0.5)], [p('top', 0.5 + SAME_DAMAGE_DISTANCE, 0.5)])).toEqual([]);
    expect(newDamagePoints([p('top', 0.5, 0.5)], [p('top', 0.5 + SAME_DAMAGE_DISTANCE + 0.001, 0.5)])).toEqual([0]);
  });

  it('lets one handover point excuse only one return point, the nearest', () => {
    const ret = [p('back', 0.54, 0.5), p('back', 0.51, 0.5)];
    expect(newDamagePoints([p('back', 0.5, 0.5)], ret)).toEqual([0]);
  });

  it('treats every return point as new without a handover, and nothing when the return has none', () => {
    expect(newDamagePoints([], [p('top', 0.1, 0.1), p('left', 0.9, 0.9)])).toEqual([0, 1]);
    expect(newDamagePoints([p('top', 0.1, 0.1)], [])).toEqual([]);
  });

  it('matches unplaced damage by type and note only against unplaced damage', () => {
    const handover = [p(null, null, null, { note: 'خدش الباب' }), p('left', 0.2, 0.2)];
    const ret = [p(null, null, null, { note: 'خدش الباب' }), p(null, null, null, { note: 'كسر المرآة', type: 'broken' }), p(null, null, null, { note: 'خدش الباب', type: 'dent' })];
    expect(newDamagePoints(handover, ret)).toEqual([1, 2]);
  });
});
