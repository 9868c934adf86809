import type { EntryListParams } from './books-types';

/** Query keys of the ledger pages; a posting changes entries and account balances together. */
export const booksKeys = {
  all: ['finance-books'] as const,
  accounts: ['finance-books', 'accounts'] as const,
  costCenters: ['finance-books', 'cost-centers'] as const,
  mappings: ['finance-books', 'mappings'] as const,
  entries: (params: EntryListParams) => ['finance-books', 'entries', params] as const,
  entry: (id: string) => ['finance-books', 'entry', id] as const,
  setup: ['finance-books', 'setup'] as const,
  template: (id: string) => ['finance-books', 'template', id] as const,
};
