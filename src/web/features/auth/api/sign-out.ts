import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { clearBrowsedCompany } from '../../../lib/browse-session';
import { meQueryKey } from './use-me';

export function signOut(): Promise<unknown> {
  return api('/api/auth/sign-out', { method: 'POST', body: {} });
}

/** Drops every cached query of the old session, then marks the user as signed out. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      clearBrowsedCompany(); // spec §4: the browse choice ends with the session
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
