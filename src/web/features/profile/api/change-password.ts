import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionsQueryKey } from './get-sessions';

export type ChangePasswordInput = { currentPassword: string; newPassword: string; revokeOtherSessions: boolean };

/** POST /api/auth/change-password; a wrong current password answers 400 current_password_wrong. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api('/api/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
