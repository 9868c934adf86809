import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { quotationKeys } from './keys';
import type { QuotationList, QuotationListParams } from './types';

/** GET /api/quotations: search by number or customer, status (expired = past validity), pages. */
export const quotationsQueryOptions = (params: QuotationListParams) =>
  queryOptions({ queryKey: quotationKeys.list(params), queryFn: ({ signal }) => api<QuotationList>(`/api/quotations${queryString(params)}`, { signal }) });

export function useQuotations(params: QuotationListParams) {
  return useQuery({ ...quotationsQueryOptions(params), placeholderData: keepPreviousData });
}
