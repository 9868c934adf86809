import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionsQueryKey } from './get-sessions';
import type { Session } from './types';

/** DELETE /api/me/sessions/others: signs out every device but this one. */
export function revokeOtherSessions(): Promise<{ revoked: number }> {
  return api<{ revoked: number }>('/api/me/sessions/others', { method: 'DELETE' });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => {
      queryClient.setQueryData<Session[]>(sessionsQueryKey, (items) => items?.filter((session) => session.current));
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
