import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { leaseKeys } from './keys';

/** DELETE /api/leases/{id}: a draft only. */
export function deleteLease(id: string): Promise<{ deleted: true }> {
  return api<{ deleted: true }>(`/api/leases/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLease,
    // The deleted lease's own query is dropped, not refetched (it would answer 404).
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: leaseKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: leaseKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['tenants'] });
    },
  });
}
