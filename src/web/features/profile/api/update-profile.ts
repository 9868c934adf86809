import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Me } from '../../auth/api/types';
import { meQueryKey } from '../../auth/api/use-me';
import type { Profile, ProfilePatch } from './types';

/** PATCH /api/me/profile: any subset of names, position, phone and display preferences. */
export function updateProfile(patch: ProfilePatch): Promise<Profile> {
  return api<Profile>('/api/me/profile', { method: 'PATCH', body: patch });
}

/** Writes profile fields into the cached /api/me, so the header and the app see them at once. */
export function setCachedProfile(queryClient: QueryClient, patch: Partial<Profile>): void {
  queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me?.profile ? { ...me, profile: { ...me.profile, ...patch } } : me));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => setCachedProfile(queryClient, profile),
  });
}
