import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../web/lib/api';
import type { LandingContentInput } from '../schemas';

export type LandingRow = { id: string; contentKey: string; contentValue: string; contentValueAr: string; isActive: boolean; sortOrder: number };

const KEY = ['platform', 'landing'] as const;

export const useLandingRows = () => useQuery({ queryKey: KEY, queryFn: ({ signal }) => api<{ items: LandingRow[] }>('/api/platform/landing-content', { signal }).then((r) => r.items) });

function useLandingMutation<Input>(request: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => void client.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveRow = () =>
  useLandingMutation(({ id, input }: { id: string | null; input: Partial<LandingContentInput> }) =>
    id ? api(`/api/platform/landing-content/${id}`, { method: 'PATCH', body: input }) : api('/api/platform/landing-content', { method: 'POST', body: input }),
  );
export const useDeleteRow = () => useLandingMutation((id: string) => api(`/api/platform/landing-content/${id}`, { method: 'DELETE' }));
export const useReorder = () => useLandingMutation((ids: string[]) => api('/api/platform/landing-content/order', { method: 'PUT', body: { ids } }));
