import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { Aging, BillInput, LineAccounts, ListParams, OrderInput, OrderList, PaymentInput, PoAction, Vendor, VendorDetail, VendorInput, VendorList } from './types';

export const payablesKeys = {
  all: ['payables'] as const,
  vendors: (params: ListParams) => ['payables', 'vendors', params] as const,
  vendor: (id: string) => ['payables', 'vendor', id] as const,
  orders: (params: ListParams) => ['payables', 'orders', params] as const,
  aging: (asOf: string) => ['payables', 'aging', asOf] as const,
};
/** A bill or payment moves the books too: finance's views go stale with ours. */
const STALE = [['payables'], ['finance']] as const;

/** GET /api/payables/vendors: search, pages, balances and totals. */
export function useVendors(params: ListParams) {
  return useQuery({ queryKey: payablesKeys.vendors(params), queryFn: ({ signal }) => api<VendorList>(`/api/payables/vendors${queryString(params)}`, { signal }), placeholderData: keepPreviousData });
}

/** GET /api/payables/vendors/{id}: details, balance, bills, payments, orders. */
export function useVendor(id: string) {
  return useQuery({ queryKey: payablesKeys.vendor(id), queryFn: ({ signal }) => api<VendorDetail>(`/api/payables/vendors/${encodeURIComponent(id)}`, { signal }), enabled: Boolean(id) });
}

/** GET /api/payables/purchase-orders: statuses, search, pages, counts. */
export function useOrders(params: ListParams) {
  return useQuery({ queryKey: payablesKeys.orders(params), queryFn: ({ signal }) => api<OrderList>(`/api/payables/purchase-orders${queryString(params)}`, { signal }), placeholderData: keepPreviousData });
}

/** GET /api/payables/accounts: the expense accounts a line may post to (the chart changes rarely). */
export function useLineAccounts() {
  return useQuery({ queryKey: ['payables', 'accounts'], queryFn: ({ signal }) => api<LineAccounts>('/api/payables/accounts', { signal }), staleTime: 5 * 60_000 });
}

/** GET /api/payables/aging?asOf= */
export function useAging(asOf: string) {
  return useQuery({ queryKey: payablesKeys.aging(asOf), queryFn: ({ signal }) => api<Aging>(`/api/payables/aging${queryString({ asOf })}`, { signal }), placeholderData: keepPreviousData });
}

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => STALE.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}

/** POST /api/payables/vendors */
export const useCreateVendor = () => useInvalidating((body: VendorInput) => api<Vendor>('/api/payables/vendors', { method: 'POST', body }));
/** POST /api/payables/bills (posts at once). */
export const useCreateBill = () => useInvalidating((body: BillInput) => api<{ id: string }>('/api/payables/bills', { method: 'POST', body }));
/** POST /api/payables/purchase-orders (a draft). */
export const useCreateOrder = () => useInvalidating((body: OrderInput) => api<{ id: string }>('/api/payables/purchase-orders', { method: 'POST', body }));
/** POST /api/payables/payments (posts at once). */
export const useRecordVendorPayment = () => useInvalidating((body: PaymentInput) => api<{ id: string }>('/api/payables/payments', { method: 'POST', body }));
/** POST /api/payables/bills/{id}/cancel (a bill nothing was paid on; its entry is reversed). */
export const useCancelBill = () => useInvalidating(({ id, reason }: { id: string; reason: string }) => api<unknown>(`/api/payables/bills/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: { reason } }));
/** POST /api/payables/purchase-orders/{id}/{approve|receive|close|cancel|bill}. */
export const useOrderAction = () =>
  useInvalidating(({ id, action }: { id: string; action: PoAction | 'bill' }) => api<unknown>(`/api/payables/purchase-orders/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: {} }));
