import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { Account } from './types';

export type SetPermissionsInput = { employeeId: string; grants: string[] };

/** PUT /api/hr/employees/{id}/permissions: the full list of extra grants (403 permission_not_grantable). */
export function setPermissions({ employeeId, grants }: SetPermissionsInput): Promise<Account> {
  return api<Account>(`/api/hr/employees/${encodeURIComponent(employeeId)}/permissions`, { method: 'PUT', body: { grants } });
}

export function useSetPermissions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPermissions, onSuccess: () => void queryClient.invalidateQueries({ queryKey: hrKeys.accounts }) });
}
