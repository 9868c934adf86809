import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { FineDetail, FineList, FineListParams, FinePaymentList } from './types';

/** GET /api/traffic-violations: search, statuses, pages, counts and totals. */
export function useFines(params: FineListParams) {
  return useQuery({ queryKey: ['fines', 'list', params], queryFn: ({ signal }) => api<FineList>(`/api/traffic-violations${queryString(params)}`, { signal }), placeholderData: keepPreviousData });
}

/** GET /api/traffic-violations/{id}: the match and its reason, the recharge, the payments. */
export function useFine(id: string | null) {
  return useQuery({ queryKey: ['fines', 'one', id], queryFn: ({ signal }) => api<FineDetail>(`/api/traffic-violations/${encodeURIComponent(id!)}`, { signal }), enabled: !!id });
}

/** GET /api/traffic-violation-payments. */
export function useFinePayments(params: { search?: string; page?: number; pageSize?: number; dir?: 'asc' | 'desc' }) {
  return useQuery({ queryKey: ['fines', 'payments', params], queryFn: ({ signal }) => api<FinePaymentList>(`/api/traffic-violation-payments${queryString(params)}`, { signal }), placeholderData: keepPreviousData });
}
