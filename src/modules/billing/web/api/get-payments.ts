import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { billingKeys } from './keys';
import type { PaymentList, PaymentListParams } from './types';

/** GET /api/billing/payments: search by number, customer or reference; pages. */
export function fetchPayments(params: PaymentListParams, signal?: AbortSignal): Promise<PaymentList> {
  return api<PaymentList>(`/api/billing/payments${queryString(params)}`, { signal });
}

export const paymentsQueryOptions = (params: PaymentListParams) => queryOptions({ queryKey: billingKeys.payments(params), queryFn: ({ signal }) => fetchPayments(params, signal) });

export function usePayments(params: PaymentListParams) {
  return useQuery({ ...paymentsQueryOptions(params), placeholderData: keepPreviousData });
}
