/** Shapes of /api/quotations (the server's contract). */
import type { ApprovalRequest } from '../../../admin/web';
export type QuotationStatus = 'draft' | 'sent' | 'approved' | 'rejected' | 'expired' | 'converted';
export type RateUnit = 'day' | 'week' | 'month';

export type Quotation = {
  id: string;
  quotationNumber: string;
  customerId: string;
  vehicleId: string | null;
  vehicleClass: string | null;
  startDate: string;
  rateUnit: RateUnit;
  duration: number;
  rate: string;
  extras: Array<{ description: string; amount: string }>;
  discount: string;
  subtotal: string;
  total: string;
  validUntil: string;
  terms: string | null;
  notes: string | null;
  status: QuotationStatus;
  sentAt: string | null;
  decidedAt: string | null;
  clientComment: string | null;
  contractId: string | null;
  createdAt: string;
  currency: string;
  customerNameAr?: string | null;
  customerNameEn?: string | null;
  plateNumber?: string | null;
  make?: string | null;
  model?: string | null;
  /** On a list row: the discount's open approval request (the quotation is not sent meanwhile). */
  awaitingApproval?: { id: string; number: string } | null;
};

export type QuotationDetail = Quotation & {
  customer: { id: string; nameAr: string | null; nameEn: string | null; phone: string; email: string | null } | null;
  vehicle: { id: string; plateNumber: string; make: string; model: string; year: number } | null;
  /** The signature the client drew when approving through the link (electronic signature). */
  clientSignature: { signerName: string; signedAt: string; imageUrl: string } | null;
  /** Requests under the company's quotation-discount workflow, newest first. */
  approvals: ApprovalRequest[];
};

export type QuotationList = { items: Quotation[]; total: number; page: number; pageSize: number };
export type QuotationListParams = { search?: string; status?: QuotationStatus | 'all'; page?: number; pageSize?: number };

export type QuotationInput = {
  customerId: string;
  vehicleId?: string | null;
  vehicleClass?: string | null;
  startDate: string;
  rateUnit: RateUnit;
  duration: number;
  rate?: string;
  extras: Array<{ description: string; amount: string }>;
  discount?: string;
  validUntil: string;
  terms?: string | null;
  notes?: string | null;
};

export type ConvertInput = { vehicleId?: string; startAt?: string; reserve?: boolean; depositAmount?: string; kmAllowancePerDay?: number; extraKmRate?: string; lateHourRate?: string; fuelChargePerEighth?: string };
