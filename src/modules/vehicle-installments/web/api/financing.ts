import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { Agreement, AgreementDetail, AgreementInput, AgreementList, AgreementListParams, PaymentInput, PreviewInput, SchedulePreview } from './types';

export const financingKeys = {
  all: ['vehicle-financing'] as const,
  list: (params: AgreementListParams) => ['vehicle-financing', 'list', params] as const,
  one: (id: string) => ['vehicle-financing', 'one', id] as const,
  preview: (input: PreviewInput | null) => ['vehicle-financing', 'preview', input] as const,
};
/** A financing change moves the vehicles' financing and the books: the fleet's views go stale too. */
const STALE = [['vehicle-financing'], ['fleet']] as const;

/** GET /api/vehicle-financing: search, statuses, pages; counts by status and the totals. */
export function useAgreements(params: AgreementListParams) {
  return useQuery({ queryKey: financingKeys.list(params), queryFn: ({ signal }) => api<AgreementList>(`/api/vehicle-financing${queryString(params)}`, { signal }), placeholderData: keepPreviousData });
}

export const agreementQueryOptions = (id: string) => queryOptions({ queryKey: financingKeys.one(id), queryFn: ({ signal }) => api<AgreementDetail>(`/api/vehicle-financing/${encodeURIComponent(id)}`, { signal }) });

export function useAgreement(id: string) {
  return useQuery({ ...agreementQueryOptions(id), enabled: Boolean(id) });
}

/** POST /api/vehicle-financing/preview: the schedule of terms being typed (null while they are incomplete). */
export function useSchedulePreview(input: PreviewInput | null) {
  return useQuery({
    queryKey: financingKeys.preview(input),
    queryFn: ({ signal }) => api<SchedulePreview>('/api/vehicle-financing/preview', { method: 'POST', body: input!, signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => STALE.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}

/** POST /api/vehicle-financing (a draft, or activated at once). */
export const useCreateAgreement = () => useInvalidating((body: AgreementInput) => api<Agreement>('/api/vehicle-financing', { method: 'POST', body }));

/** POST /api/vehicle-financing/{id}/activate or /cancel. */
export const useMoveAgreement = () =>
  useInvalidating(({ id, action }: { id: string; action: 'activate' | 'cancel' }) => api<Agreement>(`/api/vehicle-financing/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: action === 'activate' ? {} : undefined }));

/** POST /api/vehicle-financing/{id}/payments. */
export const useRecordPayment = () => useInvalidating(({ id, body }: { id: string; body: PaymentInput }) => api<unknown>(`/api/vehicle-financing/${encodeURIComponent(id)}/payments`, { method: 'POST', body }));
