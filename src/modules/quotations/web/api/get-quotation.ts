import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { quotationKeys } from './keys';
import type { QuotationDetail } from './types';

/** GET /api/quotations/{id} with its customer and vehicle. */
export const quotationQueryOptions = (id: string) => queryOptions({ queryKey: quotationKeys.one(id), queryFn: ({ signal }) => api<QuotationDetail>(`/api/quotations/${encodeURIComponent(id)}`, { signal }) });

export function useQuotation(id: string) {
  return useQuery(quotationQueryOptions(id));
}
