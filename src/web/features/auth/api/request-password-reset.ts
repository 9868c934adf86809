import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Always answers 200, known email or not, so the form cannot be used to probe accounts. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: `${window.location.origin}/reset-password` },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
