// The audit trail's calls: GET /api/admin/audit-log (keyset pages), its filters and Excel export,
// the system log, and one record's history. Shapes are generated from the API.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { ApiResponse } from '../../../../web/lib/api-types';
import { downloadFile } from '../../../../web/lib/open-file';

export type AuditLog = ApiResponse<'GET /api/admin/audit-log'>;
export type AuditEntry = AuditLog['items'][number];
export type SystemLog = ApiResponse<'GET /api/admin/system-log'>;
export type SystemEntry = SystemLog['items'][number];
export type AuditFilters = ApiResponse<'GET /api/admin/audit-log/filters'>;
export type AuditAction = AuditEntry['action'];

export type AuditParams = { actorId?: string; entity?: string; action?: string; from?: string; to?: string; q?: string };
export type SystemParams = { userId?: string; category?: string; from?: string; to?: string; q?: string };

const PAGE = 50;

export function useAuditLog(params: AuditParams) {
  return useInfiniteQuery({
    queryKey: ['audit', 'log', params],
    queryFn: ({ signal, pageParam }) => api<AuditLog>(`/api/admin/audit-log${queryString({ ...params, limit: PAGE, before: pageParam || undefined })}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useSystemLog(params: SystemParams, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['audit', 'system', params],
    queryFn: ({ signal, pageParam }) => api<SystemLog>(`/api/admin/system-log${queryString({ ...params, limit: PAGE, before: pageParam || undefined })}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAuditFilters() {
  return useQuery({ queryKey: ['audit', 'filters'], queryFn: ({ signal }) => api<AuditFilters>('/api/admin/audit-log/filters', { signal }), staleTime: 5 * 60_000 });
}

/** One record's history, for its page's activity tab. */
export function useRecordHistory(entity: string, id: string) {
  return useInfiniteQuery({
    queryKey: ['audit', 'record', entity, id],
    queryFn: ({ signal, pageParam }) => api<AuditLog>(`/api/admin/audit-log/records/${encodeURIComponent(entity)}/${encodeURIComponent(id)}${queryString({ limit: 20, before: pageParam || undefined })}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: (params: AuditParams) => downloadFile(`/api/admin/audit-log/export${queryString(params)}`, 'audit-log.xlsx') });
}
