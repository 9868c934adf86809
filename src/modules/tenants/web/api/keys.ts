import type { MatchParams, TenantListParams } from './types';

export const tenantKeys = {
  all: ['tenants'] as const,
  list: (params: TenantListParams) => ['tenants', 'list', params] as const,
  one: (id: string) => ['tenants', 'one', id] as const,
  matches: (params: MatchParams) => ['tenants', 'matches', params] as const,
};
