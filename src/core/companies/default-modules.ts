// The modules a new company of each business type starts with (it can change them in settings).
// Other business types get their menu generated from these (spec §2 "other business types").
import type { BusinessType } from '../auth';

const COMMON = ['finance', 'hr', 'reports', 'support'] as const;

export const DEFAULT_MODULES: Record<BusinessType, readonly string[]> = {
  car_rental: ['fleet', 'customers', 'quotations', 'contracts', 'legal', ...COMMON],
  real_estate: ['properties', 'tenants', 'owners', 'property_contracts', 'legal', ...COMMON],
  retail: ['inventory', 'sales', 'customers', 'suppliers', ...COMMON],
  medical: ['patients', 'appointments', 'medical_records', ...COMMON],
  manufacturing: ['inventory', 'suppliers', 'sales', ...COMMON],
  restaurant: ['menu', 'orders', 'inventory', ...COMMON],
  logistics: ['fleet', 'customers', 'contracts', ...COMMON],
  education: ['customers', 'contracts', ...COMMON],
  consulting: ['customers', 'contracts', 'quotations', ...COMMON],
  construction: ['contracts', 'customers', 'suppliers', 'inventory', ...COMMON],
};

/** Every module id a company can switch on. */
export const KNOWN_MODULES: readonly string[] = [...new Set(Object.values(DEFAULT_MODULES).flat())].sort();
