import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { Account, AccountStatus } from './types';

export type SetAccessInput = { employeeId: string; hasSystemAccess: boolean; accountStatus?: AccountStatus };

/** PUT /api/hr/employees/{id}/access: disabling signs the person out everywhere. */
export function setAccess({ employeeId, ...body }: SetAccessInput): Promise<Account> {
  return api<Account>(`/api/hr/employees/${encodeURIComponent(employeeId)}/access`, { method: 'PUT', body });
}

export function useSetAccess() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAccess, onSuccess: () => void queryClient.invalidateQueries({ queryKey: hrKeys.all }) });
}
