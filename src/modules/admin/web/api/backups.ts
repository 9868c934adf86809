// The platform backups' calls (super admin): the list, taking one now, downloading a sealed file.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import type { ApiResponse } from '../../../../web/lib/api-types';
import { downloadFile } from '../../../../web/lib/open-file';

export type BackupList = ApiResponse<'GET /api/admin/backups'>;
export type Backup = BackupList['items'][number];

/** Follows a running backup every two seconds until it is done and checked. */
export function useBackups() {
  return useQuery({
    queryKey: ['backups'],
    queryFn: ({ signal }) => api<BackupList>('/api/admin/backups', { signal }),
    refetchInterval: (query) => (query.state.data?.items.some((b) => b.status === 'running' || (b.status === 'done' && !b.verification)) ? 2000 : false),
  });
}

export function useTakeBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ id: string }>('/api/admin/backups', { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['backups'] }),
  });
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: (b: Backup) => downloadFile(`/api/admin/backups/${b.id}/download`, b.fileName ?? 'masar.masar-backup') });
}
