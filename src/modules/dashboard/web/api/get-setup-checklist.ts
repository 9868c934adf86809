import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import type { ApiResponse } from '../../../../web/lib/api-types';

export type SetupChecklist = ApiResponse<'GET /api/dashboard/setup-checklist'>;
export type SetupItemId = SetupChecklist['items'][number]['id'];

export const setupChecklistKey = ['dashboard', 'setup-checklist'] as const;

/** GET /api/dashboard/setup-checklist (company admins). Always refetched on the dashboard: the items tick from work done elsewhere. */
export const setupChecklistQueryOptions = () =>
  queryOptions({ queryKey: setupChecklistKey, queryFn: ({ signal }) => api<SetupChecklist>('/api/dashboard/setup-checklist', { signal }), staleTime: 0 });

export function useSetupChecklist(enabled: boolean) {
  return useQuery({ ...setupChecklistQueryOptions(), enabled });
}
