import { describe, expect, it } from 'vitest';
import { AmountFieldError, moneyOut, toMoney } from './field-amounts';

describe('toMoney and moneyOut', () => {
  it('round to the company currency (KWD fils, QAR whole riyals), half away from zero', () => {
    expect(toMoney('amount', '850.1255', 'KWD')).toBe('850.126');
    expect(toMoney('amount', '12.5', 'QAR')).toBe('13');
    expect(moneyOut('7', 'KWD')).toBe('7.000');
    expect(moneyOut(null, 'KWD')).toBeNull();
  });

  it('name the field of a value that is not an amount', () => {
    expect(() => toMoney('dailyRate', 'twelve', 'KWD')).toThrow(AmountFieldError);
    expect(() => toMoney('dailyRate', '-', 'KWD')).toThrow(expect.objectContaining({ field: 'dailyRate' }));
  });
});
