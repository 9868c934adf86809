import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, TRIAL_DAYS, isPasswordChangeRequired } from './constants';

describe('auth constants', () => {
  it('match spec §9', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(TRIAL_DAYS).toBe(14);
  });
});

describe('isPasswordChangeRequired (spec §3)', () => {
  it('is true for true, "true" and 1', () => {
    expect(isPasswordChangeRequired(true)).toBe(true);
    expect(isPasswordChangeRequired('true')).toBe(true);
    expect(isPasswordChangeRequired(1)).toBe(true);
  });

  it('is false for everything else', () => {
    for (const value of [false, 'false', 0, '1', 'TRUE', ' true', 2, null, undefined, {}, [], 'yes']) {
      expect(isPasswordChangeRequired(value), String(value)).toBe(false);
    }
  });
});
