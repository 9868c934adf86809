import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Sets the signed-in user's password and clears requiresPasswordChange. */
export function changePassword(password: string): Promise<unknown> {
  return api('/api/me/password', { method: 'POST', body: { password } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
