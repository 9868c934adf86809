import type { ContractListParams } from './types';

export const contractKeys = {
  all: ['contracts'] as const,
  list: (params: ContractListParams) => ['contracts', 'list', params] as const,
  one: (id: string) => ['contracts', 'one', id] as const,
  duplicates: ['contracts', 'duplicates'] as const,
};

/** A contract move changes the vehicle (status, odometer), the invoices and the customer's balance. */
export const CONTRACT_MOVE_KEYS = [['contracts'], ['fleet'], ['billing'], ['customers']] as const;
