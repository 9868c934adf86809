import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { setupChecklistKey, type SetupChecklist } from './get-setup-checklist';

/** POST /api/dashboard/setup-checklist/dismiss: hidden for the whole company. */
export function dismissSetupChecklist(): Promise<SetupChecklist> {
  return api<SetupChecklist>('/api/dashboard/setup-checklist/dismiss', { method: 'POST' });
}

export function useDismissSetupChecklist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissSetupChecklist, onSuccess: (data) => queryClient.setQueryData(setupChecklistKey, data) });
}
