import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { ChargeResult, InspectionDetail, InspectionList, InspectionListParams } from './types';

export const inspectionKeys = {
  list: (params: InspectionListParams) => ['vehicle-inspections', 'list', params] as const,
  one: (id: string) => ['vehicle-inspections', 'one', id] as const,
};
/** A check written by a contract's handover or return, or charged to it: contracts and billing go stale too. */
const STALE = [['vehicle-inspections'], ['contracts'], ['fleet'], ['billing']] as const;

export function useInspections(params: InspectionListParams) {
  return useQuery({ queryKey: inspectionKeys.list(params), queryFn: ({ signal }) => api<InspectionList>(`/api/vehicle-inspections${queryString(params)}`, { signal }), placeholderData: keepPreviousData });
}

export const inspectionQueryOptions = (id: string) => queryOptions({ queryKey: inspectionKeys.one(id), queryFn: ({ signal }) => api<InspectionDetail>(`/api/vehicle-inspections/${encodeURIComponent(id)}`, { signal }) });

export function useInspection(id: string) {
  return useQuery({ ...inspectionQueryOptions(id), enabled: Boolean(id) });
}

/** The wizard's save: a contract's handover or return (the contract writes the check), or a dispatch check. */
export function useSaveInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: { contractId?: string; dispatchPermitId?: string; kind: 'handover' | 'return' | 'dispatch'; body: Record<string, unknown>; inspection: Record<string, unknown> }): Promise<string> => {
      if (save.contractId && save.kind !== 'dispatch') {
        await api(`/api/contracts/${encodeURIComponent(save.contractId)}/${save.kind}`, { method: 'POST', body: { ...save.body, inspection: save.inspection } });
        const found = await api<InspectionList>(`/api/vehicle-inspections${queryString({ contractId: save.contractId, kind: save.kind })}`);
        return found.items[0]!.id;
      }
      const created = await api<InspectionDetail>('/api/vehicle-inspections', { method: 'POST', body: { kind: 'dispatch', dispatchPermitId: save.dispatchPermitId, ...save.body, ...save.inspection } });
      return created.id;
    },
    onSuccess: () => STALE.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
  });
}

/** POST /api/vehicle-inspections/{id}/charge: the new damage on an invoice, or from the deposit. */
export function useChargeDamage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; method: 'invoice' | 'deposit'; prices: { minor: string; moderate: string; major: string } }) => api<ChargeResult>(`/api/vehicle-inspections/${encodeURIComponent(id)}/charge`, { method: 'POST', body }),
    onSuccess: () => STALE.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
  });
}
