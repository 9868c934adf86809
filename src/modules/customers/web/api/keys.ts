import type { CustomerListParams } from './types';

export const customerKeys = {
  all: ['customers'] as const,
  list: (params: CustomerListParams) => ['customers', 'list', params] as const,
  one: (id: string) => ['customers', 'one', id] as const,
};
