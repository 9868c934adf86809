import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionsQueryKey } from './get-sessions';
import type { Session } from './types';

/** DELETE /api/me/sessions/{id}: signs that device out. */
export function revokeSession(id: string): Promise<{ revoked: number }> {
  return api<{ revoked: number }>(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Session[]>(sessionsQueryKey, (items) => items?.filter((session) => session.id !== id));
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
