import type { OwnerListParams, Period } from './types';

export const ownerKeys = {
  all: ['owners'] as const,
  list: (params: OwnerListParams) => ['owners', 'list', params] as const,
  options: (search: string) => ['owners', 'options', search] as const,
  one: (id: string) => ['owners', 'one', id] as const,
  statement: (id: string, period: Period) => ['owners', 'statement', id, period] as const,
};
