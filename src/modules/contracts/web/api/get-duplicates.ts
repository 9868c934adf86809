import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { contractKeys } from './keys';
import type { DuplicatePair } from './types';

/** GET /api/contracts/duplicates (company admin): same customer and vehicle, overlapping dates. */
export const duplicatesQueryOptions = queryOptions({ queryKey: contractKeys.duplicates, queryFn: ({ signal }) => api<{ items: DuplicatePair[] }>('/api/contracts/duplicates', { signal }) });

export function useDuplicates() {
  return useQuery(duplicatesQueryOptions);
}
