import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMessageCode } from '../i18n/messages';
import {
  forgotPasswordSchema,
  newPasswordSchema,
  passwordSchema,
  signInSchema,
  signUpSchema,
} from './schemas';

/** path → message of every issue, for compact assertions. */
function issues(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const validSignUp = {
  companyName: 'Masar Rent',
  businessType: 'car_rental',
  firstName: 'Sara',
  lastName: 'Ali',
  email: 'sara@example.com',
  password: 'correct horse',
  country: 'KW',
};

describe('passwordSchema', () => {
  it('requires 8 characters, with the spec message code', () => {
    expect(passwordSchema.safeParse('1234567').error?.issues[0]?.message).toBe('password_too_short');
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
  });

  it('keeps spaces: they are part of the password', () => {
    expect(passwordSchema.parse('  pass  word  ')).toBe('  pass  word  ');
  });

  it('bounds the length', () => {
    expect(passwordSchema.safeParse('x'.repeat(129)).error?.issues[0]?.message).toBe('password_too_long');
  });

  it('reports a missing password as required', () => {
    expect(passwordSchema.safeParse(undefined).error?.issues[0]?.message).toBe('required');
  });
});

describe('signInSchema', () => {
  it('trims and lower-cases the email and accepts any non-empty password', () => {
    expect(signInSchema.parse({ email: '  Sara@Example.COM ', password: 'x' })).toEqual({
      email: 'sara@example.com',
      password: 'x',
    });
  });

  it('requires both fields (spec §5)', () => {
    expect(issues(signInSchema.safeParse({}))).toEqual({ email: 'required', password: 'required' });
    expect(issues(signInSchema.safeParse({ email: '  ', password: '' }))).toEqual({
      email: 'required',
      password: 'required',
    });
  });

  it('rejects a malformed email', () => {
    expect(issues(signInSchema.safeParse({ email: 'sara@', password: 'x' }))).toEqual({
      email: 'invalid_email',
    });
  });
});

describe('signUpSchema', () => {
  it('accepts the minimal form and normalises it', () => {
    const parsed = signUpSchema.parse({ ...validSignUp, companyName: '  Masar Rent ', email: 'Sara@Example.com' });
    expect(parsed).toEqual({ ...validSignUp, companyName: 'Masar Rent' });
  });

  it('accepts every optional field', () => {
    const full = {
      ...validSignUp,
      companyNameAr: 'مسار لتأجير السيارات',
      firstNameAr: 'سارة',
      lastNameAr: 'علي',
      country: 'QA',
      currency: 'QAR',
    };
    expect(signUpSchema.parse(full)).toEqual(full);
  });

  it('treats empty optional inputs as absent', () => {
    const parsed = signUpSchema.parse({ ...validSignUp, companyNameAr: '  ', firstNameAr: '' });
    expect(parsed).not.toHaveProperty('companyNameAr', expect.anything());
    expect(parsed.companyNameAr).toBeUndefined();
    expect(parsed.firstNameAr).toBeUndefined();
  });

  it('requires one of the Gulf countries (decision 027)', () => {
    const { country: _omitted, ...noCountry } = validSignUp;
    expect(issues(signUpSchema.safeParse(noCountry))).toEqual({ country: 'invalid_country' });
    for (const country of ['', 'kw', 'Kuwait', 'US', 12]) {
      expect(issues(signUpSchema.safeParse({ ...validSignUp, country })), String(country)).toEqual({ country: 'invalid_country' });
    }
  });

  it('reports each broken field with a message code', () => {
    const result = signUpSchema.safeParse({
      companyName: ' ',
      businessType: 'bakery',
      firstName: '',
      lastName: 'x'.repeat(101),
      email: 'not-an-email',
      password: 'short',
      country: 'XX',
      currency: 'GBP',
    });
    expect(issues(result)).toEqual({
      companyName: 'required',
      businessType: 'invalid_business_type',
      firstName: 'required',
      lastName: 'too_long',
      email: 'invalid_email',
      password: 'password_too_short',
      country: 'invalid_country',
      currency: 'invalid_currency',
    });
  });

  it('reports missing required fields as required', () => {
    expect(issues(signUpSchema.safeParse({ businessType: 'retail', country: 'QA' }))).toEqual({
      companyName: 'required',
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      password: 'required',
    });
  });
});

describe('password flows', () => {
  it('forgot password asks for the email first (spec §5)', () => {
    expect(issues(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: 'email_required_first' });
    expect(issues(forgotPasswordSchema.safeParse({}))).toEqual({ email: 'email_required_first' });
    expect(forgotPasswordSchema.parse({ email: ' A@B.co ' })).toEqual({ email: 'a@b.co' });
  });

  it('new password must match its confirmation', () => {
    expect(issues(newPasswordSchema.safeParse({ password: '12345678', confirmPassword: '12345679' }))).toEqual({
      confirmPassword: 'passwords_do_not_match',
    });
    expect(newPasswordSchema.safeParse({ password: '12345678', confirmPassword: '12345678' }).success).toBe(true);
  });

  it('checks the length before the match', () => {
    expect(issues(newPasswordSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual({
      password: 'password_too_short',
    });
  });
});

describe('every schema message is a MessageCode', () => {
  it('so both sides can translate it', () => {
    const results = [
      signUpSchema.safeParse({ companyName: 1, businessType: null, email: 'x', password: 'y', currency: 1, country: 'x'.repeat(200) }),
      signUpSchema.safeParse({}),
      signInSchema.safeParse({ email: 3 }),
      forgotPasswordSchema.safeParse({ email: 'x'.repeat(300) }),
      newPasswordSchema.safeParse({ password: 'a'.repeat(200), confirmPassword: '' }),
    ];
    const messages = results.flatMap((r) => (r.success ? [] : r.error.issues.map((i) => i.message)));
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(isMessageCode(message), message).toBe(true);
  });
});
