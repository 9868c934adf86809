/** Change-password checks (spec §5 rules): current required, new 8–128 characters, confirmation equal. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../core/auth/constants';
import type { MessageCode } from '../../../../core/i18n/messages';

export type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
export type PasswordField = keyof PasswordValues;

export function validatePasswordChange(values: PasswordValues): Partial<Record<PasswordField, MessageCode>> {
  const errors: Partial<Record<PasswordField, MessageCode>> = {};
  if (!values.currentPassword) errors.currentPassword = 'required';
  if (!values.newPassword) errors.newPassword = 'required';
  else if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = 'password_too_short';
  else if (values.newPassword.length > PASSWORD_MAX_LENGTH) errors.newPassword = 'password_too_long';
  if (!values.confirmPassword) errors.confirmPassword = 'required';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'passwords_do_not_match';
  return errors;
}
