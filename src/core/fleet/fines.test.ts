// The fine-matching rule at its boundaries, in the company's time zone, and the import and
// money rules of fines. Instants are built from wall-clock times the way the service builds them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../dates/zone';
import { guessMapping, parseAmount, parseLocalDateTime, readRow } from './fine-import';
import { matchFine, rentalAt, type RentalPeriod } from './fine-match';
import { adminFee, owedToAuthority, rechargeTotal, statusAfterPayment } from './fine-rules';

const kw = (local: string) => zonedInstant(local, 'Asia/Kuwait');
const rental = (id: string, start: string, returned: string | null, zone = 'Asia/Kuwait'): RentalPeriod => ({
  contractId: id,
  contractNumber: `CON-${id}`,
  customerId: `cust-${id}`,
  startAt: zonedInstant(start, zone),
  returnedAt: returned ? zonedInstant(returned, zone) : null,
  plannedEndAt: zonedInstant(returned ?? '2100-01-01T00:00', zone),
});

describe('matching a fine to the renter', () => {
  const a = rental('A', '2026-03-01T09:00', '2026-03-04T10:00');
  const b = rental('B', '2026-03-04T14:30', '2026-03-06T18:00');

  it('is the renter exactly at hand-over and exactly at return, and not one minute after', () => {
    expect(matchFine(kw('2026-03-01T09:00'), [a])).toMatchObject({ responsible: 'customer', contractId: 'A', reason: 'within_contract' });
    expect(matchFine(kw('2026-03-04T10:00'), [a])).toMatchObject({ contractId: 'A' });
    expect(matchFine(kw('2026-03-04T10:01'), [a])).toMatchObject({ responsible: 'company', reason: 'no_contract', contractId: null });
    expect(matchFine(kw('2026-03-01T08:59'), [a])).toMatchObject({ responsible: 'company' });
  });

  it('picks the right one of two contracts of the plate on one day', () => {
    expect(matchFine(kw('2026-03-04T09:15'), [a, b]).contractId).toBe('A');
    expect(matchFine(kw('2026-03-04T12:00'), [a, b]).contractId).toBeNull();
    expect(matchFine(kw('2026-03-04T16:45'), [b, a]).contractId).toBe('B');
    // Returned and handed over again in the same minute: the new renter holds the car.
    const c = rental('C', '2026-03-04T10:00', '2026-03-05T10:00');
    expect(matchFine(kw('2026-03-04T10:00'), [a, c]).contractId).toBe('C');
  });

  it('no contract is the company; a car still out has no end', () => {
    expect(matchFine(kw('2026-05-01T12:00'), [])).toMatchObject({ responsible: 'company', customerId: null });
    const out = rental('D', '2026-04-01T08:00', null);
    expect(matchFine(kw('2026-06-30T23:59'), [out]).contractId).toBe('D');
  });

  it('a dispatch permit period makes its driver responsible when no rental holds the car', () => {
    const permit = { permitId: 'P1', permitNumber: 'DP-1', employeeId: 'E1', startAt: kw('2026-03-04T11:00'), endAt: kw('2026-03-04T13:00') };
    expect(matchFine(kw('2026-03-04T12:00'), [a, b], [permit])).toMatchObject({ responsible: 'employee', reason: 'within_permit', employeeId: 'E1' });
    expect(matchFine(kw('2026-03-04T13:01'), [a, b], [permit])).toMatchObject({ responsible: 'company' });
  });

  it('reads the typed time in the company zone: Kuwait 00:30 is the previous day in UTC', () => {
    // Returned at 23:59 Kuwait on the 4th; a fine typed 00:30 on the 5th (Kuwait) is after it…
    const late = rental('E', '2026-03-04T08:00', '2026-03-04T23:59');
    expect(matchFine(kw('2026-03-05T00:30'), [late]).contractId).toBeNull();
    // …but the same wall-clock read as UTC would be 03:30 Kuwait on the 5th — and a renter who
    // took the car at 01:00 Kuwait on the 5th would wrongly be billed.
    const next = rental('F', '2026-03-05T01:00', '2026-03-06T01:00');
    expect(matchFine(kw('2026-03-05T00:30'), [late, next]).contractId).toBeNull();
    expect(matchFine(zonedInstant('2026-03-05T00:30', 'UTC'), [late, next]).contractId).toBe('F');
    expect(kw('2026-03-05T00:30').toISOString()).toBe('2026-03-04T21:30:00.000Z');
  });

  it('never picks a contract that does not contain the instant (fast-check, fixed seed)', () => {
    const base = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 3_000 })), { maxLength: 6 }), fc.integer({ min: 0, max: 13_000 }), (spans, minute) => {
        const rentals = spans.map(([s, len], i) => ({ contractId: String(i), contractNumber: String(i), customerId: String(i), startAt: new Date(base + s * 60_000), returnedAt: new Date(base + (s + len) * 60_000), plannedEndAt: new Date(base + (s + len) * 60_000) }));
        const at = new Date(base + minute * 60_000);
        const found = rentalAt(at, rentals);
        const holding = rentals.filter((r) => r.startAt <= at && at <= r.returnedAt);
        if (!holding.length) return found === null;
        return found !== null && (holding as RentalPeriod[]).includes(found) && holding.every((r) => r.startAt <= found.startAt);
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });
});

describe('reading an authority spreadsheet', () => {
  it('guesses the mapping from Arabic and English headers', () => {
    expect(guessMapping(['رقم المخالفة', 'رقم اللوحة', 'تاريخ المخالفة', 'وقت المخالفة', 'الموقع', 'نوع المخالفة', 'الجهة', 'المبلغ'])).toEqual({ violationNumber: 0, plate: 1, date: 2, time: 3, location: 4, violationType: 5, authority: 6, amount: 7 });
    expect(guessMapping(['Ticket No', 'Plate', 'Date/Time', 'Description', 'Fine', 'Points'])).toEqual({ violationNumber: 0, plate: 1, time: 2, violationType: 3, amount: 4, points: 5 });
  });

  it('reads dates day-first or ISO, times with AM/PM or Arabic digits, amounts with separators', () => {
    expect(parseLocalDateTime('04/03/2026', '1:45 PM')).toEqual({ local: '2026-03-04T13:45' });
    expect(parseLocalDateTime('2026-03-04 09:05')).toEqual({ local: '2026-03-04T09:05' });
    expect(parseLocalDateTime('٠٤/٠٣/٢٠٢٦', '١٢:٣٠ ص')).toEqual({ local: '2026-03-04T00:30' });
    expect(parseLocalDateTime('31/02/2026')).toEqual({ error: 'invalid_date' });
    expect(parseLocalDateTime('2026-03-04', '25:00')).toEqual({ error: 'invalid_time' });
    expect(parseAmount('1,250.500')).toBe('1250.500');
    expect(parseAmount('150 د.ك')).toBe('150');
    expect(parseAmount('-5')).toBe('5');
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('0')).toBeNull();
  });

  it('names every wrong field of a row and reads a good one', () => {
    const mapping = { violationNumber: 0, plate: 1, date: 2, time: 3, amount: 4 };
    expect(readRow(['', '12 345', '2026-13-01', '10:00', 'x'], mapping)).toEqual({ ok: false, errors: [{ field: 'violationNumber', code: 'required' }, { field: 'date', code: 'invalid_date' }, { field: 'amount', code: 'invalid_amount' }] });
    expect(readRow(['V-1', '12-345', '2026-03-04', '10:00', '20'], mapping)).toEqual({ ok: true, fine: { violationNumber: 'V-1', plate: '12345', local: '2026-03-04T10:00', location: null, violationType: null, authority: null, amount: '20', points: null } });
  });
});

describe('fine money', () => {
  it('adds the admin fee, fixed or a percentage rounded to the currency', () => {
    expect(rechargeTotal('20', { kind: 'fixed', value: '5' }, 'KWD')).toEqual({ fine: '20.000', fee: '5.000', total: '25.000' });
    expect(rechargeTotal('333', { kind: 'percent', value: '10' }, 'SAR')).toEqual({ fine: '333.00', fee: '33.30', total: '366.30' });
    expect(rechargeTotal('333', { kind: 'percent', value: '10' }, 'QAR')).toEqual({ fine: '333', fee: '33', total: '366' });
    expect(adminFee('15.555', { kind: 'percent', value: '2.5' }, 'KWD')).toBe('0.389');
    expect(adminFee('15', { kind: 'none' }, 'KWD')).toBe('0.000');
  });

  it('tracks what the authority is still owed and the status a payment leaves', () => {
    expect(owedToAuthority('20.000', '7.500', 'KWD')).toBe('12.500');
    expect(owedToAuthority('20.000', '25', 'KWD')).toBe('0.000');
    expect(statusAfterPayment('confirmed', '20', '20')).toBe('paid');
    expect(statusAfterPayment('confirmed', '20', '10')).toBe('confirmed');
    expect(statusAfterPayment('recharged', '20', '20')).toBe('recharged');
  });
});
