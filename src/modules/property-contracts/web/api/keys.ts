import type { LeaseListParams } from './types';

export const leaseKeys = {
  all: ['leases'] as const,
  list: (params: LeaseListParams) => ['leases', 'list', params] as const,
  one: (id: string) => ['leases', 'one', id] as const,
  tenantOptions: (search: string) => ['tenants', 'lease-options', search] as const,
};

/**
 * What a lease change makes stale: the leases, the property's status and figures, the tenant's
 * status and balance, billing's invoices and payments (and the customer behind the tenant), the
 * owner's statement and the dashboard's tiles.
 */
export const LEASE_CHANGE_KEYS = [['leases'], ['properties'], ['tenants'], ['billing'], ['customers'], ['owners'], ['dashboard']] as const;
