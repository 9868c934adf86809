import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type ResetPasswordInput = { token: string; newPassword: string };

/** Does not sign in: the user signs in with the new password afterwards. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
