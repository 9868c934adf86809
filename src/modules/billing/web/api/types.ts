/** Shapes of /api/billing (the server's contract). */
export type InvoiceStatus = 'pending' | 'partially_paid' | 'paid' | 'cancelled';
export type InvoiceFilter = 'all' | 'open' | 'overdue' | 'pending' | 'partially_paid' | 'paid' | 'cancelled';
export type PaymentMethod = 'cash' | 'cheque' | 'bank_transfer' | 'card';

export type Invoice = {
  id: string;
  invoiceNumber: string;
  customerId: string;
  contractId: string | null;
  leaseId: string | null;
  kind: string;
  installment: number | null;
  issueDate: string;
  dueDate: string;
  currency: string;
  subtotal: string;
  discount: string;
  taxRate: string;
  taxAmount: string;
  /** The line prices included the VAT (the company's setting when it was issued). */
  pricesIncludeTax: boolean;
  total: string;
  paidAmount: string;
  balance: string;
  status: InvoiceStatus;
  overdueDays: number;
  notes: string | null;
  customerNameAr?: string | null;
  customerNameEn?: string | null;
  contractNumber?: string | null;
  leaseNumber?: string | null;
};

export type InvoiceList = { items: Invoice[]; total: number; page: number; pageSize: number; currency: string; totals: { outstanding: string; overdue: string } };
export type InvoiceListParams = { search?: string; status?: InvoiceFilter; page?: number; pageSize?: number; contractId?: string; customerId?: string; dir?: 'asc' | 'desc' };

export type InvoiceDetail = Invoice & {
  lines: Array<{ id: string; lineNumber: number; code: string; description: string; quantity: string; unitPrice: string; total: string }>;
  payments: Array<{ paymentId: string; paymentNumber: string; paymentDate: string; method: string; amount: string }>;
  customer: { id: string; nameAr: string | null; nameEn: string | null; phone: string } | null;
  contract: { id: string; contractNumber: string } | null;
  lease: { id: string; leaseNumber: string } | null;
  sellerVatNumber: string | null;
  /** Saudi companies: the ZATCA phase-1 QR code. */
  zatca: { payload: string; qrSvg: string } | null;
};

export type InvoiceInput = {
  customerId: string;
  contractId?: string | null;
  kind: 'rental' | 'extras' | 'damages' | 'fines' | 'other';
  issueDate: string;
  dueDate: string;
  lines: Array<{ description: string; quantity: string; unitPrice: string }>;
  discount?: string;
  taxRate?: string;
  notes?: string | null;
};

export type Payment = {
  id: string;
  paymentNumber: string;
  customerId: string;
  contractId: string | null;
  leaseId: string | null;
  paymentDate: string;
  method: string;
  amount: string;
  reference: string | null;
  chequeNumber: string | null;
  /** completed, or bounced (a cheque the bank returned: it pays nothing since bouncedOn). */
  status: string;
  bouncedOn: string | null;
  /** Paid back to the customer of what no invoice took. */
  refundedAmount?: string;
  /** What no invoice took and was not refunded yet (the list's payments). */
  refundable?: string;
  /** Its refund's approval request while it waits. */
  awaitingApproval?: { id: string; number: string } | null;
  customerNameAr?: string | null;
  customerNameEn?: string | null;
  contractNumber?: string | null;
  leaseNumber?: string | null;
};

export type PaymentList = { items: Payment[]; total: number; page: number; pageSize: number; currency: string };
export type PaymentListParams = { search?: string; page?: number; pageSize?: number; contractId?: string; customerId?: string };

export type PaymentInput = {
  customerId: string;
  contractId?: string | null;
  paymentDate: string;
  method: PaymentMethod;
  amount: string;
  reference?: string | null;
  chequeNumber?: string | null;
  bankName?: string | null;
  notes?: string | null;
  /** Chosen invoices; without them the server pays the oldest open invoices first. */
  allocations?: Array<{ invoiceId: string; amount: string }>;
};

export type PaymentResult = Payment & { allocated: string; unallocated: string };
