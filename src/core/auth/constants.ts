/** Spec §9 "Passwords, trial and theme". */
export const PASSWORD_MIN_LENGTH = 8;

/** better-auth's default ceiling; also bounds the cost of hashing an attacker's input. */
export const PASSWORD_MAX_LENGTH = 128;

/** Landing page promise and public sign-up trial (DECISIONS 3). */
export const TRIAL_DAYS = 14;

/**
 * Spec §3: the requires_password_change flag counts as true for true, 'true' or 1.
 * It has been stored as JSON metadata, so it arrives in any of those shapes; all else is false.
 */
export function isPasswordChangeRequired(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}
