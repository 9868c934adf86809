import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import type { ApiResponse } from '../../../../web/lib/api-types';

export type RealEstateDashboard = ApiResponse<'GET /api/dashboard/real-estate'>;

/** GET /api/dashboard/real-estate: the real-estate company's figures for today. */
export const realEstateDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'real-estate'], queryFn: ({ signal }) => api<RealEstateDashboard>('/api/dashboard/real-estate', { signal }) });

export function useRealEstateDashboard() {
  return useQuery(realEstateDashboardQueryOptions());
}
