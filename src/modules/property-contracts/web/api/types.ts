/** Shapes of /api/leases and /api/lease-cheques: answers generated from the API's schemas, inputs and filters by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';
export { CHEQUE_STATUSES, LATE_FEE_TYPES, LEASE_PAYMENT_METHODS, LEASE_STATUSES, PAYMENT_FREQUENCIES } from '../../../../core/leasing';
export type { ChequeStatus, LateFeeType, LeasePaymentMethod, LeaseStatus, PaymentFrequency } from '../../../../core/leasing';

export type LeaseList = ApiResponse<'GET /api/leases'>;
export type LeaseRow = LeaseList['items'][number];
export type LeaseDetail = ApiResponse<'GET /api/leases/{id}'>;
export type Installment = LeaseDetail['installments'][number];
export type InstallmentState = Installment['state'];
export type Cheque = LeaseDetail['cheques'][number];
export type LeaseInvoice = LeaseDetail['invoices'][number];
export type LeasePayment = LeaseDetail['payments'][number];
export type Lease = ApiResponse<'POST /api/leases'>;
export type PaymentResult = ApiResponse<'POST /api/leases/{id}/payments'>;
export type TerminateResult = ApiResponse<'POST /api/leases/{id}/terminate'>;
export type SettleResult = ApiResponse<'POST /api/leases/{id}/settle-deposit'>;
export type PropertyPreset = ApiResponse<'GET /api/properties/{id}'>;

export type LeaseSort = 'number' | 'start' | 'end' | 'rent' | 'created';
export type LeaseListParams = {
  search?: string;
  /** A comma list of statuses. */
  status?: string;
  /** A building's id includes its units. */
  propertyId?: string;
  customerId?: string;
  endingWithinDays?: number;
  overdue?: 1;
  sort?: LeaseSort;
  dir?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
};

/** The terms of POST /api/leases and PATCH /api/leases/{id}. */
export type LeaseTerms = {
  propertyId: string;
  customerId: string;
  startDate: string;
  endDate?: string;
  termMonths?: number;
  monthlyRent: string;
  paymentFrequency: 'monthly' | 'quarterly' | 'semi_annual' | 'annual';
  paymentDay: number | null;
  securityDeposit: string;
  commissionAmount: string;
  taxRate?: string;
  graceDays: number;
  lateFeeType: 'none' | 'fixed' | 'percent';
  lateFeeValue: string;
  autoRenew: boolean;
  renewalMonths: number;
  utilitiesIncluded: boolean;
  terms: string | null;
  notes: string | null;
};
export type LeaseInput = LeaseTerms & { activate?: boolean };

export type RenewInput = { startDate?: string; endDate?: string; termMonths?: number; monthlyRent?: string; paymentFrequency?: LeaseTerms['paymentFrequency']; notes?: string | null };
export type TerminateInput = { date: string; reason: string; penalty?: string; deductions?: string; settleDeposit: boolean };
export type SettleInput = { date?: string; deductions?: string; deductionsNote?: string | null };
export type ChequeFields = { chequeNumber: string; bankName: string; chequeDate: string };
export type LeasePaymentInput = { method: 'cash' | 'cheque' | 'bank_transfer' | 'card'; amount: string; date?: string; reference?: string | null; notes?: string | null; installmentIds?: string[]; cheque?: ChequeFields };
export type NewCheque = ChequeFields & { amount: string; installmentId?: string | null; notes?: string | null };
