import { defineTexts } from '../../../../web/lib/module-i18n';
import type { BooksTexts } from './books-ar';

// Texts of the ledger's working pages (namespace `finance_books`): chart of accounts, journal
// entries, account mappings, the setup wizard. The finance overview and reports keep their own.
export const useBooksT = defineTexts<BooksTexts>('finance_books', { ar: () => import('./books-ar'), en: () => import('./books-en') });
