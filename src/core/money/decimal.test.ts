import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MoneyError,
  addMoney,
  compareMoney,
  fromMinorUnits,
  isMoney,
  negateMoney,
  parseMoney,
  subtractMoney,
  sumMoney,
  toMinorUnits,
} from './decimal';

describe('parseMoney', () => {
  it('pads to the currency decimals', () => {
    expect(parseMoney('12', 'KWD')).toBe('12.000');
    expect(parseMoney('12.5', 'SAR')).toBe('12.50');
    expect(parseMoney('12', 'QAR')).toBe('12');
  });

  it('KWD keeps three decimals and rounds the fourth half-up', () => {
    expect(parseMoney('1.2344', 'KWD')).toBe('1.234');
    expect(parseMoney('1.2345', 'KWD')).toBe('1.235');
    expect(parseMoney('0.0005', 'KWD')).toBe('0.001');
    expect(parseMoney('0.0004999', 'KWD')).toBe('0.000');
  });

  it('QAR has no decimals', () => {
    expect(parseMoney('10.49', 'QAR')).toBe('10');
    expect(parseMoney('10.5', 'QAR')).toBe('11');
    expect(parseMoney('0.5', 'QAR')).toBe('1');
  });

  it('rounds exactly where a float would not', () => {
    // 1.005 is 1.00499999999999989... as a double, so Math.round-based code gives 1.00.
    expect(parseMoney('1.005', 'SAR')).toBe('1.01');
    expect(parseMoney('2.675', 'USD')).toBe('2.68');
    expect(parseMoney('0.125', 'EUR')).toBe('0.13');
  });

  it('rounds negative amounts half away from zero, like Postgres', () => {
    expect(parseMoney('-1.005', 'SAR')).toBe('-1.01');
    expect(parseMoney('-1.004', 'SAR')).toBe('-1.00');
    expect(parseMoney('-0.5', 'QAR')).toBe('-1');
    expect(parseMoney('-12.3456', 'OMR')).toBe('-12.346');
  });

  it('never returns negative zero', () => {
    expect(parseMoney('-0', 'QAR')).toBe('0');
    expect(parseMoney('-0.0004', 'KWD')).toBe('0.000');
    expect(parseMoney('-0.4', 'QAR')).toBe('0');
  });

  it('normalises sign, whitespace and leading zeros', () => {
    expect(parseMoney(' +007.1 ', 'BHD')).toBe('7.100');
    expect(parseMoney('.5', 'AED')).toBe('0.50');
    expect(parseMoney('5.', 'AED')).toBe('5.00');
  });

  it('accepts Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(parseMoney('١٢٣٫٤٥', 'SAR')).toBe('123.45');
    expect(parseMoney('۱۲', 'KWD')).toBe('12.000');
  });

  it('handles values far beyond Number.MAX_SAFE_INTEGER', () => {
    expect(parseMoney('123456789012345678901234567890.1234', 'KWD')).toBe(
      '123456789012345678901234567890.123',
    );
    expect(parseMoney('99999999999999999999.995', 'USD')).toBe('100000000000000000000.00');
    expect(parseMoney('-9007199254740993', 'QAR')).toBe('-9007199254740993');
  });

  it('throws a typed error on invalid input', () => {
    const invalid = ['', ' ', '.', '-', '+', 'abc', '1,000', '1.2.3', '1e3', '--1', '1 000', 'NaN', 'Infinity', '0x10', '١,٠'];
    for (const input of invalid) {
      expect(() => parseMoney(input, 'SAR'), input).toThrowError(MoneyError);
    }
    try {
      parseMoney('12abc', 'KWD');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MoneyError);
      expect((error as MoneyError).code).toBe('invalid_amount');
      expect((error as MoneyError).input).toBe('12abc');
    }
  });

  it('rejects non-string input that slips past the types', () => {
    expect(() => parseMoney(12 as unknown as string, 'SAR')).toThrowError(MoneyError);
    expect(() => parseMoney(null as unknown as string, 'SAR')).toThrowError(MoneyError);
  });

  it('rejects an unknown currency', () => {
    expect(() => parseMoney('1', 'XYZ' as never)).toThrowError(/unknown_currency/);
  });

  it('isMoney mirrors what parseMoney accepts', () => {
    expect(isMoney('12.345')).toBe(true);
    expect(isMoney('-0.5')).toBe(true);
    expect(isMoney('1e3')).toBe(false);
    expect(isMoney(12)).toBe(false);
  });
});

describe('arithmetic', () => {
  it('adds exactly at the larger scale', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.3');
    expect(addMoney('1.500', '2')).toBe('3.500');
    expect(addMoney('10', '-10.001')).toBe('-0.001');
    expect(addMoney('-5', '5')).toBe('0');
  });

  it('adds big values without losing digits', () => {
    expect(addMoney('99999999999999999999.999', '0.001')).toBe('100000000000000000000.000');
  });

  it('subtracts, negates and sums', () => {
    expect(subtractMoney('10.000', '0.001')).toBe('9.999');
    expect(negateMoney('-3.50')).toBe('3.50');
    expect(negateMoney('0')).toBe('0');
    expect(sumMoney(['0.1', '0.2', '0.3', '-0.6'])).toBe('0.0');
    expect(sumMoney([])).toBe('0');
    expect(sumMoney(['١٫٥', '2.25', '-۳'])).toBe('0.75');
  });

  it('sums a list to what adding its amounts one by one gives (the largest scale, exact)', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 22 });
    const amount = fc.tuple(fc.boolean(), digits, fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 6 }))).map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}`}`);
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 30 }), (amounts) => {
        expect(sumMoney(amounts)).toBe(amounts.reduce<string>((total, value) => addMoney(total, value), '0'));
      }),
      { numRuns: 300, seed: 41 },
    );
  });

  it('throws on invalid operands', () => {
    expect(() => addMoney('1', 'x')).toThrowError(MoneyError);
    expect(() => compareMoney('', '1')).toThrowError(MoneyError);
  });

  it('compares by value, not by text', () => {
    expect(compareMoney('1.50', '1.5')).toBe(0);
    expect(compareMoney('9', '10')).toBe(-1);
    expect(compareMoney('-1', '-2')).toBe(1);
    expect(compareMoney('0.001', '0')).toBe(1);
    expect(['10', '9.5', '-1', '100'].sort(compareMoney)).toEqual(['-1', '9.5', '10', '100']);
  });

  it('converts to and from minor units', () => {
    expect(toMinorUnits('12.3456', 'KWD')).toBe(12346n);
    expect(toMinorUnits('12.5', 'QAR')).toBe(13n);
    expect(fromMinorUnits(-5n, 'SAR')).toBe('-0.05');
    expect(fromMinorUnits(12346n, 'KWD')).toBe('12.346');
  });
});
