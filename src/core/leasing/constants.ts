// The vocabulary of real-estate leasing (issue 15): property types and statuses, lease
// statuses and their moves, payment frequencies, late-fee rules, cheques and maintenance.
export const PROPERTY_TYPES = ['residential', 'commercial', 'industrial', 'land', 'warehouse', 'office', 'retail', 'villa', 'apartment', 'building'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** 'available' is what the spec counts as vacant. */
export const PROPERTY_STATUSES = ['available', 'rented', 'for_sale', 'maintenance', 'reserved', 'sold'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
/** Statuses a person sets; 'rented' follows the leases. */
export const MANUAL_PROPERTY_STATUSES = ['available', 'for_sale', 'maintenance', 'reserved', 'sold'] as const satisfies readonly PropertyStatus[];

/** Rent of residential use and of commercial use post to different revenue accounts. */
export const PROPERTY_USAGES = ['residential', 'commercial'] as const;
export type PropertyUsage = (typeof PROPERTY_USAGES)[number];

export function defaultUsage(type: PropertyType): PropertyUsage {
  return ['residential', 'villa', 'apartment', 'building'].includes(type) ? 'residential' : 'commercial';
}

export const PROPERTY_FEATURES = [
  'central_ac', 'split_ac', 'balcony', 'garden', 'private_pool', 'shared_pool', 'gym', 'security', 'elevator',
  'covered_parking', 'maid_room', 'driver_room', 'storage', 'sea_view', 'kitchen_appliances', 'internet',
] as const;
export type PropertyFeature = (typeof PROPERTY_FEATURES)[number];

export const LEASE_STATUSES = ['draft', 'active', 'expired', 'renewed', 'terminated'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

export const PAYMENT_FREQUENCIES = ['monthly', 'quarterly', 'semi_annual', 'annual'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
export const MONTHS_OF: Record<PaymentFrequency, number> = { monthly: 1, quarterly: 3, semi_annual: 6, annual: 12 };

export const LATE_FEE_TYPES = ['none', 'fixed', 'percent'] as const;
export type LateFeeType = (typeof LATE_FEE_TYPES)[number];

export const DEPOSIT_STATUSES = ['none', 'held', 'carried_over', 'settled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** A post-dated cheque is held until its date, then deposited; a deposited cheque may bounce. */
export const CHEQUE_STATUSES = ['held', 'deposited', 'bounced', 'returned'] as const;
export type ChequeStatus = (typeof CHEQUE_STATUSES)[number];

export const LEASE_PAYMENT_METHODS = ['cash', 'cheque', 'bank_transfer', 'card'] as const;
export type LeasePaymentMethod = (typeof LEASE_PAYMENT_METHODS)[number];

export const MAINTENANCE_CATEGORIES = ['plumbing', 'electrical', 'air_conditioning', 'carpentry', 'painting', 'appliances', 'pest_control', 'cleaning', 'structural', 'elevator', 'other'] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];
export const MAINTENANCE_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];
export const MAINTENANCE_STATUSES = ['open', 'assigned', 'in_progress', 'completed', 'cancelled'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
/** Who bears the cost: the owner (deducted in the owner statement), the tenant (invoiced), the company. */
export const MAINTENANCE_PAYERS = ['owner', 'tenant', 'company'] as const;
export type MaintenancePayer = (typeof MAINTENANCE_PAYERS)[number];

export type MaintenanceAction = 'assign' | 'start' | 'complete' | 'cancel';
const MAINTENANCE_MOVES: Record<MaintenanceAction, { from: readonly MaintenanceStatus[]; to: MaintenanceStatus }> = {
  assign: { from: ['open', 'assigned'], to: 'assigned' },
  start: { from: ['open', 'assigned'], to: 'in_progress' },
  complete: { from: ['assigned', 'in_progress'], to: 'completed' },
  cancel: { from: ['open', 'assigned', 'in_progress'], to: 'cancelled' },
};

export function nextMaintenanceStatus(from: MaintenanceStatus, action: MaintenanceAction): MaintenanceStatus | null {
  const move = MAINTENANCE_MOVES[action];
  return move.from.includes(from) ? move.to : null;
}

export const OWNER_TYPES = ['individual', 'company'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];
