import type { QuotationListParams } from './types';

export const quotationKeys = {
  all: ['quotations'] as const,
  list: (params: QuotationListParams) => ['quotations', 'list', params] as const,
  one: (id: string) => ['quotations', 'one', id] as const,
};
