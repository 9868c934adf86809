import { describe, expect, test } from 'vitest';
import { newPasswordSchema, signUpSchema } from '../../../../core/auth/schemas';
import { hasErrors, validateWith } from './form-errors';

describe('validateWith', () => {
  test('gives the first message code of each field (spec §5 password rules)', () => {
    const short = validateWith(newPasswordSchema, { password: 'short', confirmPassword: 'short' });
    expect(short).toEqual({ ok: false, errors: { password: 'password_too_short' } });

    const mismatch = validateWith(newPasswordSchema, { password: 'long-enough', confirmPassword: 'long-enougH' });
    expect(mismatch).toEqual({ ok: false, errors: { confirmPassword: 'passwords_do_not_match' } });
  });

  test('returns the parsed data when valid', () => {
    const result = validateWith(signUpSchema, {
      companyName: ' Gulf Wheels ',
      companyNameAr: '',
      businessType: 'car_rental',
      country: 'KW',
      firstName: 'Khalid',
      lastName: 'Al-Sabah',
      email: 'Owner@Example.com',
      password: 'Masar@2026',
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.companyName).toBe('Gulf Wheels');
      expect(result.data.companyNameAr).toBeUndefined();
      expect(result.data.email).toBe('owner@example.com');
    }
  });

  test('reports every invalid field of the sign-up form', () => {
    const result = validateWith(signUpSchema, { companyName: '', businessType: '', country: '', firstName: '', lastName: '', email: 'x', password: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(['businessType', 'companyName', 'country', 'email', 'firstName', 'lastName', 'password']);
      expect(hasErrors(result.errors)).toBe(true);
    }
  });
});
