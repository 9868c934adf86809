// What other modules' pages may use from billing.
export { InvoiceStatusBadge, PaymentStatusBadge, useMethodLabel, useKindLabel } from './components/invoice-badges';
export { AgreementLink } from './components/agreement-link';
export { RecordPaymentDialog } from './components/record-payment-dialog';
export { ReceiptButton } from './components/receipt-button';
