import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { UserFilters, UserList } from './types';

const usersKey = (filters: UserFilters) => ['platform', 'users', filters] as const;

export function useUsers(filters: UserFilters) {
  return useQuery({
    queryKey: usersKey(filters),
    queryFn: ({ signal }) => api<UserList>(`/api/platform/users${queryString({ ...filters, pageSize: 25 })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useUserAction<Input>(request: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => void client.invalidateQueries({ queryKey: ['platform'] }) });
}

export const useResetPassword = () =>
  useUserAction((id: string) => api<{ temporaryPassword: string }>(`/api/platform/users/${id}/reset-password`, { method: 'POST', body: {} }));

export const useSetUserActive = () =>
  useUserAction(({ id, active }: { id: string; active: boolean }) => api(`/api/platform/users/${id}/${active ? 'enable' : 'disable'}`, { method: 'POST', body: {} }));

export const useMoveUser = () =>
  useUserAction(({ id, companyId, role }: { id: string; companyId: string; role: string }) => api(`/api/platform/users/${id}/move`, { method: 'POST', body: { companyId, role } }));
