// GET /api/finance/reports/analysis: the months and the ratios of /finance/analysis.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { ApiResponse } from '../../../../web/lib/api-types';

export type Analysis = ApiResponse<'GET /api/finance/reports/analysis'>;
export type AnalysisParams = { from?: string; to?: string };

export function useAnalysis(params: AnalysisParams) {
  return useQuery({
    queryKey: ['finance-reports', 'analysis', params] as const,
    queryFn: ({ signal }) => api<Analysis>(`/api/finance/reports/analysis${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
