import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { Account } from './types';

export type CreateAccountInput = { employeeId: string; email: string; roles: string[]; temporaryPassword?: string };
/** `inviteLink` is null when a temporary password was set (no invitation is sent then). */
export type CreatedAccount = Account & { inviteLink: string | null };

/** POST /api/hr/employees/{id}/account: an invitation by email, or a temporary password to change at first sign-in. */
export function createAccount({ employeeId, ...body }: CreateAccountInput): Promise<CreatedAccount> {
  return api<CreatedAccount>(`/api/hr/employees/${encodeURIComponent(employeeId)}/account`, { method: 'POST', body });
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAccount, onSuccess: () => void queryClient.invalidateQueries({ queryKey: hrKeys.all }) });
}
