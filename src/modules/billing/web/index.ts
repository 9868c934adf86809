// What other modules' pages may use from billing.
export { InvoiceStatusBadge, useMethodLabel, useKindLabel } from './components/invoice-badges';
export { RecordPaymentDialog } from './components/record-payment-dialog';
export { ReceiptButton } from './components/receipt-button';
