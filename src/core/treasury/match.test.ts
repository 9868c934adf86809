import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestMatches, type LedgerSide, type StatementSide } from './match';

describe('suggested matches', () => {
  it('matches exact amounts inside the date window, preferring a shared reference, each line once', () => {
    const statement: StatementSide[] = [
      { id: 's1', date: '2026-11-05', amount: '100.000', reference: 'TRF-778' },
      { id: 's2', date: '2026-11-05', amount: '100.000', reference: null },
      { id: 's3', date: '2026-11-20', amount: '-3.500', reference: null },
      { id: 's4', date: '2026-11-01', amount: '40.000', reference: null },
    ];
    const ledger: LedgerSide[] = [
      { id: 'l1', date: '2026-11-05', amount: '100.000', reference: 'RCT-0001' },
      { id: 'l2', date: '2026-11-03', amount: '100.000', reference: '778' },
      { id: 'l3', date: '2026-11-10', amount: '40.000', reference: null },
      { id: 'l4', date: '2026-11-21', amount: '3.500', reference: null },
    ];
    expect(suggestMatches(statement, ledger)).toEqual([
      { statementLineId: 's1', journalLineId: 'l2', days: 2, sameReference: true },
      { statementLineId: 's2', journalLineId: 'l1', days: 0, sameReference: false },
    ]);
    expect(suggestMatches(statement, ledger, 10).map((m) => m.statementLineId)).toContain('s4');
  });

  it('property: no line is suggested twice and every pair has equal amounts within the window', () => {
    const side = fc.array(fc.record({ day: fc.integer({ min: 1, max: 28 }), amount: fc.integer({ min: -5, max: 5 }).filter((n) => n !== 0) }), { maxLength: 15 });
    fc.assert(
      fc.property(side, side, fc.integer({ min: 0, max: 5 }), (ss, ls, window) => {
        const day = (d: number) => `2026-02-${String(d).padStart(2, '0')}`;
        const statement = ss.map((s, i) => ({ id: `s${i}`, date: day(s.day), amount: `${s.amount}.000`, reference: null }));
        const ledger = ls.map((l, i) => ({ id: `l${i}`, date: day(l.day), amount: `${l.amount}.000`, reference: null }));
        const out = suggestMatches(statement, ledger, window);
        expect(new Set(out.map((m) => m.statementLineId)).size).toBe(out.length);
        expect(new Set(out.map((m) => m.journalLineId)).size).toBe(out.length);
        for (const m of out) {
          const s = statement.find((x) => x.id === m.statementLineId)!;
          const l = ledger.find((x) => x.id === m.journalLineId)!;
          expect(s.amount).toBe(l.amount);
          expect(m.days).toBeLessThanOrEqual(window);
        }
      }),
    );
  });
});
