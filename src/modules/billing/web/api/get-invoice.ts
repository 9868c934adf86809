import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { billingKeys } from './keys';
import type { InvoiceDetail } from './types';

/** GET /api/billing/invoices/{id}: lines and the payments allocated to it. */
export function fetchInvoice(id: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(`/api/billing/invoices/${encodeURIComponent(id)}`, { signal });
}

export const invoiceQueryOptions = (id: string) => queryOptions({ queryKey: billingKeys.invoice(id), queryFn: ({ signal }) => fetchInvoice(id, signal) });

export function useInvoice(id: string) {
  return useQuery(invoiceQueryOptions(id));
}
