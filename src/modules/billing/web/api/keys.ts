import type { InvoiceListParams, PaymentListParams } from './types';

/** Billing keys; a payment or invoice also changes contracts and customers (their balances). */
export const billingKeys = {
  all: ['billing'] as const,
  invoices: (params: InvoiceListParams) => ['billing', 'invoices', params] as const,
  invoice: (id: string) => ['billing', 'invoice', id] as const,
  payments: (params: PaymentListParams) => ['billing', 'payments', params] as const,
};

/** What a new invoice or payment makes stale. */
export const BALANCE_KEYS = [['billing'], ['contracts'], ['customers']] as const;
