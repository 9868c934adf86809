import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { Account } from './types';

export type SetRolesInput = { employeeId: string; roles: string[] };

/** PUT /api/hr/employees/{id}/roles (403 role_not_assignable for a role the caller may not give). */
export function setRoles({ employeeId, roles }: SetRolesInput): Promise<Account> {
  return api<Account>(`/api/hr/employees/${encodeURIComponent(employeeId)}/roles`, { method: 'PUT', body: { roles } });
}

export function useSetRoles() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRoles, onSuccess: () => void queryClient.invalidateQueries({ queryKey: hrKeys.accounts }) });
}
