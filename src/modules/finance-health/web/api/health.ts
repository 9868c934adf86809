// GET /api/finance/health: the financial system analysis. Shapes generated from the API.
import { useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { Schemas } from '../../../../web/lib/api-types';

export type FinanceHealth = Schemas['FinanceHealth'];
export type HealthCheck = FinanceHealth['checks'][number];

export function useFinanceHealth(draftDays: number) {
  return useQuery({ queryKey: ['finance-health', draftDays], queryFn: ({ signal }) => api<FinanceHealth>(`/api/finance/health${queryString({ draftDays })}`, { signal }) });
}
