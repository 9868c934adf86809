/** Shapes of /api/payables: answers generated from the API's schemas, inputs and filters by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';
export { PAYABLES_BUCKETS, PO_STATUSES, VENDOR_PAYMENT_METHODS } from '../../../../core/payables';
export type { PayablesBucket, PoAction, PoStatus, VendorPaymentMethod } from '../../../../core/payables';

export type VendorList = ApiResponse<'GET /api/payables/vendors'>;
export type VendorRow = VendorList['items'][number];
export type VendorDetail = ApiResponse<'GET /api/payables/vendors/{id}'>;
export type Vendor = ApiResponse<'POST /api/payables/vendors'>;
export type BillRow = VendorDetail['bills'][number];
export type PaymentRow = VendorDetail['payments'][number];
export type OrderList = ApiResponse<'GET /api/payables/purchase-orders'>;
export type OrderRow = OrderList['items'][number];
export type Aging = ApiResponse<'GET /api/payables/aging'>;

export type ListParams = { search?: string; status?: string; vendorId?: string; dir?: 'asc' | 'desc'; page?: number; pageSize?: number };
/** `accountId` empty: the line posts to the purchases account. */
export type LineInput = { description: string; quantity: string; unitPrice: string; vatRate: string; accountId?: string | null };
export type LineAccounts = ApiResponse<'GET /api/payables/accounts'>;
export type VendorInput = { nameAr: string; nameEn?: string | null; vatNumber?: string | null; contactName?: string | null; phone?: string | null; email?: string | null; bankName?: string | null; iban?: string | null; paymentTermsDays?: number; notes?: string | null };
export type BillInput = { vendorId: string; vendorReference?: string | null; billDate?: string; dueDate?: string | null; lines: LineInput[] };
export type OrderInput = { vendorId: string; orderDate?: string; lines: LineInput[] };
export type PaymentInput = { vendorId: string; paidOn?: string; method: string; reference?: string | null; allocations: { billId: string; amount: string }[] };
