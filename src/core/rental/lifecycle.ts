// Contract and quotation lifecycles: which move is allowed from which status.
export const CONTRACT_STATUSES = ['draft', 'reserved', 'active', 'suspended', 'returned', 'closed', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Statuses that hold the vehicle: two of these may never overlap for one vehicle (database-enforced). */
export const BOOKING_STATUSES: readonly ContractStatus[] = ['reserved', 'active', 'suspended'];

export type ContractAction = 'reserve' | 'handover' | 'suspend' | 'resume' | 'return' | 'close' | 'cancel';

const MOVES: Record<ContractAction, { from: readonly ContractStatus[]; to: ContractStatus }> = {
  reserve: { from: ['draft'], to: 'reserved' },
  handover: { from: ['draft', 'reserved'], to: 'active' },
  suspend: { from: ['active'], to: 'suspended' },
  resume: { from: ['suspended'], to: 'active' },
  return: { from: ['active', 'suspended'], to: 'returned' },
  close: { from: ['returned'], to: 'closed' },
  cancel: { from: ['draft', 'reserved'], to: 'cancelled' },
};

export function nextContractStatus(current: ContractStatus, action: ContractAction): ContractStatus | null {
  const move = MOVES[action];
  return move.from.includes(current) ? move.to : null;
}

export const QUOTATION_STATUSES = ['draft', 'sent', 'approved', 'rejected', 'expired', 'converted'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** A sent quotation past its validity (or its link's expiry) reads as expired. */
export function effectiveQuotationStatus(status: QuotationStatus, validUntil: string, today: string): QuotationStatus {
  return (status === 'sent' || status === 'draft') && validUntil < today ? 'expired' : status;
}

/** Spec: a contract may not start for a blacklisted customer or one whose licence ends before the return. */
export function customerMayRent(
  customer: { isBlacklisted: boolean; licenseExpiry: string | null },
  returnDate: string,
): { ok: true } | { ok: false; reason: 'customer_blacklisted' | 'licence_missing' | 'licence_expires_before_return' } {
  if (customer.isBlacklisted) return { ok: false, reason: 'customer_blacklisted' };
  if (!customer.licenseExpiry) return { ok: false, reason: 'licence_missing' };
  if (customer.licenseExpiry < returnDate) return { ok: false, reason: 'licence_expires_before_return' };
  return { ok: true };
}

export const VEHICLE_STATUSES = ['available', 'rented', 'reserved', 'maintenance', 'out_of_service', 'accident', 'stolen', 'police_station'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** Vehicles that cannot be booked whatever the calendar says. */
export const UNRENTABLE_STATUSES: readonly VehicleStatus[] = ['maintenance', 'out_of_service', 'accident', 'stolen', 'police_station'];

/** Days until a document expires (negative when expired); warn from 30 days. */
export const EXPIRY_WARNING_DAYS = 30;
