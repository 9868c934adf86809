import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setCachedProfile } from './update-profile';

/** POST /api/me/avatar (multipart `file`: PNG, JPEG or WebP up to 2 MB). */
export function uploadAvatar(file: File): Promise<{ avatarUrl: string }> {
  const form = new FormData();
  form.append('file', file);
  return api<{ avatarUrl: string }>('/api/me/avatar', { method: 'POST', body: form });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatarUrl }) => setCachedProfile(queryClient, { avatarUrl }),
  });
}
