/**
 * Zod schemas shared by the server (request validation, OpenAPI) and the web (forms).
 * Issue messages are MessageCodes of core/i18n, so each side translates them itself.
 */
import { z } from 'zod';
import type { MessageCode } from '../i18n/messages';
import { COUNTRY_CODES } from '../companies/countries';
import { CURRENCY_CODES } from '../money/currencies';
import { BUSINESS_TYPE_IDS } from './business-types';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

// Typed so a misspelt code fails to compile instead of reaching the user untranslated.
const err = (code: MessageCode) => ({ error: code });

const NAME_MAX = 100;
const COMPANY_NAME_MAX = 200;
const EMAIL_MAX = 254; // RFC 5321 path limit

/** A required text field: trimmed, not blank. */
function requiredText(max: number) {
  return z.string(err('required')).trim().min(1, err('required')).max(max, err('too_long'));
}

/** An optional text field; forms send '' for an empty input, which counts as absent. */
function optionalText(max: number) {
  return z
    .string(err('required'))
    .trim()
    .max(max, err('too_long'))
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** Emails are trimmed and lower-cased so that sign-up and sign-in agree on one spelling. */
function email(missing: MessageCode) {
  return z
    .string(err(missing))
    .trim()
    .toLowerCase()
    .min(1, err(missing))
    .max(EMAIL_MAX, err('too_long'))
    .pipe(z.email(err('invalid_email')));
}

/** A new password (sign-up, reset, forced change). Not trimmed: spaces are legal characters. */
export const passwordSchema = z
  .string(err('required'))
  .min(PASSWORD_MIN_LENGTH, err('password_too_short'))
  .max(PASSWORD_MAX_LENGTH, err('password_too_long'));

/**
 * Sign-in only checks presence: length rules belong to choosing a password, and a wrong
 * password must read as invalid_credentials, not leak which rule it broke.
 */
export const signInSchema = z.object({
  email: email('required'),
  password: z.string(err('required')).min(1, err('required')),
});

export const signUpSchema = z.object({
  companyName: requiredText(COMPANY_NAME_MAX),
  companyNameAr: optionalText(COMPANY_NAME_MAX),
  businessType: z.enum(BUSINESS_TYPE_IDS, err('invalid_business_type')),
  firstName: requiredText(NAME_MAX),
  lastName: requiredText(NAME_MAX),
  firstNameAr: optionalText(NAME_MAX),
  lastNameAr: optionalText(NAME_MAX),
  email: email('required'),
  password: passwordSchema,
  /** Sets the currency, time zone, working days and VAT of the new company (decision 027). */
  country: z.enum(COUNTRY_CODES, err('invalid_country')),
  /** Overrides the country's currency (a Kuwaiti company that trades in USD). */
  currency: z.enum(CURRENCY_CODES, err('invalid_currency')).optional(),
});

/** Spec §5 forgot password: an email must be typed first. */
export const forgotPasswordSchema = z.object({
  email: email('email_required_first'),
});

/** Reset page and forced-change dialog: a new password typed twice (spec §5, DECISIONS 4). */
export const newPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string(err('required')).min(1, err('required')),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: 'passwords_do_not_match' satisfies MessageCode,
    path: ['confirmPassword'],
  });

export type SignInInput = z.input<typeof signInSchema>;
export type SignIn = z.output<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;
export type NewPassword = z.output<typeof newPasswordSchema>;
