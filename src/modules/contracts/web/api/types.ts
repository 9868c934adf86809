/** Shapes of /api/contracts (the server's contract). */
import type { ApprovalRequest } from '../../../admin/web';
export type ContractStatus = 'draft' | 'reserved' | 'active' | 'suspended' | 'returned' | 'closed' | 'cancelled';
export type RateUnit = 'day' | 'week' | 'month';

export type ContractRow = {
  id: string;
  contractNumber: string;
  status: ContractStatus;
  startAt: string;
  plannedEndAt: string;
  endAt: string;
  rateUnit: RateUnit;
  duration: number;
  rentalAmount: string;
  customerId: string;
  vehicleId: string;
  customerNameAr: string | null;
  customerNameEn: string | null;
  customerPhone: string;
  plateNumber: string;
  make: string;
  model: string;
};

export type ContractList = { items: ContractRow[]; total: number; page: number; pageSize: number; counts: Record<string, number> };
export type ContractListParams = { search?: string; status?: string; endingWithinDays?: number; customerId?: string; vehicleId?: string; page?: number; pageSize?: number; sort?: 'number' | 'start' | 'end' | 'created'; dir?: 'asc' | 'desc' };

export type Inspection = { id?: string; damagePointCount?: number; checklist: Array<{ code: string; ok: boolean; note?: string }>; damages: Array<{ description: string; amount: string }>; notes?: string };

export type Contract = {
  id: string;
  contractNumber: string;
  status: ContractStatus;
  customerId: string;
  vehicleId: string;
  quotationId: string | null;
  startAt: string;
  plannedEndAt: string;
  endAt: string;
  rateUnit: RateUnit;
  duration: number;
  rate: string;
  dailyRate: string;
  rentalAmount: string;
  extras: Array<{ description: string; amount: string }>;
  discount: string;
  depositAmount: string;
  depositStatus: 'none' | 'held' | 'settled';
  depositApplied: string;
  depositRefunded: string;
  kmAllowancePerDay: number;
  extraKmRate: string;
  lateGraceMinutes: number;
  lateHourRate: string;
  fuelChargePerEighth: string;
  handoverAt: string | null;
  handoverOdometer: number | null;
  handoverFuel: number | null;
  handoverInspection: Inspection | null;
  returnedAt: string | null;
  returnOdometer: number | null;
  returnFuel: number | null;
  returnInspection: Inspection | null;
  returnChargesTotal: string | null;
  closedAt: string | null;
  terms: string | null;
  notes: string | null;
  statusReason: string | null;
  createdAt: string;
  updatedAt: string;
  currency: string;
};

export type ContractInvoice = { id: string; invoiceNumber: string; kind: string; status: string; dueDate: string; total: string; paidAmount: string; balance: string; overdueDays: number };
export type ContractPayment = { id: string; paymentNumber: string; paymentDate: string; method: string; amount: string };

export type ContractDetail = Contract & {
  customer: { id: string; nameAr: string | null; nameEn: string | null; phone: string; civilId: string | null; licenseNumber: string | null; licenseExpiry: string | null; isBlacklisted: boolean } | null;
  vehicle: { id: string; plateNumber: string; make: string; model: string; year: number; odometer: number; status: string; colorAr: string | null; color: string | null } | null;
  invoices: ContractInvoice[];
  payments: ContractPayment[];
  balance: string;
  /** The discount's approval requests, newest first (issue 20). */
  approvals: ApprovalRequest[];
  /** The company asks the customer to sign on screen at handover (electronic signature). */
  handoverSignatureRequired: boolean;
  customerSignature: { signerName: string; signedAt: string; imageUrl: string } | null;
};

export type ContractInput = {
  customerId: string;
  vehicleId: string;
  startAt: string;
  rateUnit: RateUnit;
  duration: number;
  rate?: string;
  discount?: string;
  depositAmount?: string;
  kmAllowancePerDay?: number;
  extraKmRate?: string;
  lateHourRate?: string;
  fuelChargePerEighth?: string;
  terms?: string | null;
  notes?: string | null;
  reserve?: boolean;
};

export type InspectionInput = { checklist: Array<{ code: string; ok: boolean }>; damages: Array<{ description: string; amount: string }>; notes?: string | null };
export type HandoverInput = { odometer: number; fuel: number; at?: string; inspection?: InspectionInput; signature?: { signerName: string; image: string } };

export type ChargeLine = { code: string; description: string; quantity: string; unitPrice: string; total: string };
export type ReturnResult = { contract: Contract; charges: { ok: true; lines: ChargeLine[]; total: string; kmDriven: number; kmAllowed: number | null; lateMinutes: number }; invoice: { id: string; invoiceNumber: string; total: string } | null };
/** After close: what the deposit paid and refunded; a refund awaiting approval leaves the contract returned. */
export type CloseResult = { contract: Contract; depositApplied: string; depositRefunded: string; balance: string; awaitingApproval: { id: string; number: string } | null };

export type DuplicatePair = { firstId: string; firstNumber: string; firstStatus: ContractStatus; secondId: string; secondNumber: string; secondStatus: ContractStatus; startAt: string; endAt: string; customerNameAr: string | null; customerNameEn: string | null; plateNumber: string };
