import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from '../money';
import { allocate, rateBasisPoints, splitInclusive, taxInGross, taxOnNet } from './vat';
import { isSaudiVatNumber, readZatcaPayload, zatcaPayload } from './zatca';

describe('VAT arithmetic', () => {
  it('adds VAT on top of a net amount, rounded to the currency', () => {
    expect(taxOnNet('100', '15', 'SAR')).toBe('15.00');
    expect(taxOnNet('33.333', '5', 'KWD')).toBe('1.667');
    expect(taxOnNet('10.01', '2.5', 'AED')).toBe('0.25');
    expect(taxOnNet('250.000', '0', 'KWD')).toBe('0.000');
  });

  it('takes the VAT out of a tax-inclusive price', () => {
    expect(taxInGross('115', '15', 'SAR')).toBe('15.00');
    expect(taxInGross('105.000', '5', 'KWD')).toBe('5.000');
    expect(taxInGross('110', '10', 'BHD')).toBe('10.000');
  });

  it('reads rates with up to two decimals and refuses anything else', () => {
    expect(rateBasisPoints('15')).toBe(1500n);
    expect(rateBasisPoints('2.5')).toBe(250n);
    expect(() => rateBasisPoints('1.234')).toThrow();
  });

  it('splits an inclusive invoice into net lines, net discount and tax', () => {
    const split = splitInclusive(['115.00', '57.50'], '11.50', '15', 'SAR');
    expect(split).toEqual({ tax: '21.00', netLines: ['100.00', '50.00'], netDiscount: '10.00' });
  });

  it('an inclusive split always balances to the last minor unit (property)', () => {
    const currency = 'KWD' as const;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 100 }), fc.constantFrom('5', '10', '15', '2.5'), (lines, discountPct, rate) => {
        const totals = lines.map((l) => fromMinorUnits(BigInt(l), currency));
        const subtotal = lines.reduce((a, b) => a + b, 0);
        const discount = fromMinorUnits(BigInt(Math.floor((subtotal * discountPct) / 100)), currency);
        const split = splitInclusive(totals, discount, rate, currency);
        const net = split.netLines.reduce((a, l) => a + toMinorUnits(l, currency), 0n) - toMinorUnits(split.netDiscount, currency);
        expect(net + toMinorUnits(split.tax, currency)).toBe(BigInt(subtotal) - toMinorUnits(discount, currency));
        expect(split.tax).toBe(taxInGross(fromMinorUnits(BigInt(subtotal) - toMinorUnits(discount, currency), currency), rate, currency));
        expect(toMinorUnits(split.netDiscount, currency) >= 0n).toBe(true);
      }),
    );
  });

  it('allocates a total over weights exactly, in proportion', () => {
    expect(allocate(10n, [1n, 1n, 1n])).toEqual([4n, 3n, 3n]);
    expect(allocate(7n, [0n, 0n])).toEqual([7n, 0n]);
  });
});

describe('ZATCA phase 1 QR payload', () => {
  it('encodes the five fields as TLV in base64 and reads them back', () => {
    const fields = { sellerName: 'شركة مسار لتأجير السيارات', vatNumber: '310122393500003', timestamp: '2026-11-21T07:15:00Z', total: '1150.00', vatTotal: '150.00' };
    const payload = zatcaPayload(fields);
    const bytes = Uint8Array.from(atob(payload), (c) => c.charCodeAt(0));
    expect([bytes[0], bytes[1]]).toEqual([1, new TextEncoder().encode(fields.sellerName).length]);
    expect(readZatcaPayload(payload)).toEqual(fields);
  });

  it('knows a Saudi VAT number: 15 digits beginning and ending with 3', () => {
    expect(isSaudiVatNumber('310122393500003')).toBe(true);
    expect(isSaudiVatNumber('210122393500003')).toBe(false);
    expect(isSaudiVatNumber('31012239350003')).toBe(false);
  });
});
