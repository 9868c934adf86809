import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOLDING_PERMIT_STATUSES, nextPermitStatus, PERMIT_STATUSES, permitActions, tripDistance, validPermitPeriod, type PermitAction, type PermitStatus } from './permits';

const ACTIONS: PermitAction[] = ['approve', 'reject', 'start', 'complete', 'cancel'];

describe('the dispatch permit lifecycle', () => {
  it('moves pending → approved → in progress → completed, and pending → rejected', () => {
    expect(nextPermitStatus('pending', 'approve')).toBe('approved');
    expect(nextPermitStatus('approved', 'start')).toBe('in_progress');
    expect(nextPermitStatus('in_progress', 'complete')).toBe('completed');
    expect(nextPermitStatus('pending', 'reject')).toBe('rejected');
    expect(nextPermitStatus('approved', 'cancel')).toBe('cancelled');
  });

  it('refuses the moves the lifecycle does not have', () => {
    expect(nextPermitStatus('pending', 'start')).toBeNull();
    expect(nextPermitStatus('approved', 'reject')).toBeNull();
    expect(nextPermitStatus('in_progress', 'cancel')).toBeNull();
    expect(nextPermitStatus('completed', 'complete')).toBeNull();
    expect(nextPermitStatus('rejected', 'approve')).toBeNull();
  });

  it('offers each status exactly its possible actions', () => {
    expect(permitActions('pending')).toEqual(['approve', 'reject', 'cancel']);
    expect(permitActions('approved')).toEqual(['start', 'cancel']);
    expect(permitActions('in_progress')).toEqual(['complete']);
    for (const end of ['rejected', 'completed', 'cancelled'] as const) expect(permitActions(end)).toEqual([]);
  });

  it('never leaves a final status and only reaches completed through in progress, whatever the actions (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ACTIONS), { maxLength: 12 }), (actions) => {
        let status: PermitStatus = 'pending';
        const seen: PermitStatus[] = [status];
        for (const action of actions) {
          const next = nextPermitStatus(status, action);
          if (next === null) continue;
          expect(PERMIT_STATUSES).toContain(next);
          expect(['rejected', 'completed', 'cancelled']).not.toContain(status);
          status = next;
          seen.push(status);
        }
        if (status === 'completed') expect(seen).toContain('in_progress');
        // A permit holds its vehicle only between approval and its end.
        if (HOLDING_PERMIT_STATUSES.includes(status)) expect(seen).toContain('approved');
      }),
      { seed: 16, numRuns: 300 },
    );
  });
});

describe('the odometer of a trip', () => {
  it('gives the distance, zero included, and refuses a reading below the one at departure', () => {
    expect(tripDistance(12000, 12180)).toEqual({ km: 180 });
    expect(tripDistance(12000, 12000)).toEqual({ km: 0 });
    expect(tripDistance(12000, 11999)).toEqual({ error: 'odometer_in_below_out' });
  });

  it('never returns a negative distance (property)', () => {
    fc.assert(
      fc.property(fc.nat(2_000_000), fc.nat(2_000_000), (out, back) => {
        const r = tripDistance(out, back);
        if ('km' in r) expect(r.km).toBe(back - out);
        else expect(back).toBeLessThan(out);
      }),
      { seed: 16, numRuns: 300 },
    );
  });

  it('wants a period of positive length', () => {
    expect(validPermitPeriod(new Date('2026-12-01T06:00:00Z'), new Date('2026-12-01T10:00:00Z'))).toBe(true);
    expect(validPermitPeriod(new Date('2026-12-01T06:00:00Z'), new Date('2026-12-01T06:00:00Z'))).toBe(false);
  });
});
