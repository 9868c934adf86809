import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './password-form';

describe('change-password checks', () => {
  it('requires all three fields', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'required',
      newPassword: 'required',
      confirmPassword: 'required',
    });
  });

  it('wants at least 8 characters and an identical confirmation', () => {
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' })).toEqual({ newPassword: 'password_too_short' });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'long enough', confirmPassword: 'long enougH' })).toEqual({
      confirmPassword: 'passwords_do_not_match',
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'long enough', confirmPassword: 'long enough' })).toEqual({});
  });
});
