import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { billingKeys } from './keys';
import type { InvoiceList, InvoiceListParams } from './types';

/** GET /api/billing/invoices: status (overdue = unpaid and due before today), search, pages, outstanding totals. */
export function fetchInvoices(params: InvoiceListParams, signal?: AbortSignal): Promise<InvoiceList> {
  return api<InvoiceList>(`/api/billing/invoices${queryString(params)}`, { signal });
}

export const invoicesQueryOptions = (params: InvoiceListParams) => queryOptions({ queryKey: billingKeys.invoices(params), queryFn: ({ signal }) => fetchInvoices(params, signal) });

export function useInvoices(params: InvoiceListParams, enabled = true) {
  return useQuery({ ...invoicesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
