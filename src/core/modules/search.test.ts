import { describe, expect, it } from 'vitest';
import { normaliseSearchText, searchPalette, type SearchEntry } from './search';

const entry = (path: string, category: SearchEntry['category'], ar: string, en: string, keywords: string[] = []): SearchEntry => ({
  path,
  category,
  title: { ar, en },
  description: { ar: `وصف ${ar}`, en: `About ${en}` },
  keywords,
});

const ENTRIES = [
  entry('/dashboard', 'general', 'لوحة التحكم', 'Dashboard', ['home']),
  entry('/fleet', 'fleet', 'إدارة المركبات', 'Vehicle management', ['سيارات', 'cars']),
  entry('/hr/payroll', 'hr', 'الرواتب', 'Payroll', ['salary']),
  entry('/finance/invoices', 'finance', 'الفواتير', 'Invoices'),
];

describe('quick-search matching', () => {
  it('is case-insensitive over title, description and keywords', () => {
    expect(searchPalette(ENTRIES, 'PAYROLL').flatMap((g) => g.entries.map((e) => e.path))).toEqual(['/hr/payroll']);
    expect(searchPalette(ENTRIES, 'Salary')[0]?.entries[0]?.path).toBe('/hr/payroll');
    expect(searchPalette(ENTRIES, 'about invoices')[0]?.entries[0]?.path).toBe('/finance/invoices');
    expect(searchPalette(ENTRIES, 'سيارات')[0]?.entries[0]?.path).toBe('/fleet');
  });

  it('forgives Arabic spelling variants', () => {
    expect(normaliseSearchText('إدارة')).toBe(normaliseSearchText('ادارة'));
    expect(searchPalette(ENTRIES, 'اداره المركبات')[0]?.entries[0]?.path).toBe('/fleet');
  });

  it('groups results by category in the spec order and finds nothing for nonsense', () => {
    expect(searchPalette(ENTRIES, '').map((g) => g.category)).toEqual(['general', 'fleet', 'finance', 'hr']);
    expect(searchPalette(ENTRIES, 'zzzz')).toEqual([]);
  });
});
