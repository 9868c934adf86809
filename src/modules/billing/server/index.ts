// Billing's interface for other modules: invoices and payments as the rental core makes them,
// and what customers owe on a date (the finance module's aging report).
export { bouncePayment, cancelInvoice, contractBalance, createInvoice, invoiceTotals, recordPayment, type InvoiceInput, type PaymentInput } from './service';
export { openReceivablesAsOf, type OpenReceivable } from './receivables';
export { openInvoice, overdueInvoice, overdueInvoices } from './overdue';
export { paymentMoney } from './payment-view';
export { revenueByContract } from './report-reads';
