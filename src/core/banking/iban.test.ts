import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it('accepts real IBANs of the Gulf and Europe, however they are spaced', () => {
    for (const iban of ['QA58 DOHB 0000 1234 5678 90AB CDEF G', 'KW81CBKU0000000000001234560101', 'SA03 8000 0000 6080 1016 7519', 'AE07 0331 2345 6789 0123 456', 'BH67 BMAG 0000 1299 1234 56', 'GB29 NWBK 6016 1331 9268 19', 'de89-3704-0044-0532-0130-00']) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it('refuses a wrong check digit, a wrong length, an unknown country or stray characters', () => {
    expect(isValidIban('QA59DOHB00001234567890ABCDEFG')).toBe(false);
    expect(isValidIban('QA58DOHB00001234567890ABCDEF')).toBe(false);
    expect(isValidIban('ZZ58DOHB00001234567890ABCDEFG')).toBe(false);
    expect(isValidIban('QA58DOHB0000123456789#ABCDEFG')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('normalises and groups for print', () => {
    expect(normalizeIban(' qa58 dohb-0000 ')).toBe('QA58DOHB0000');
    expect(formatIban('QA58DOHB00001234567890ABCDEFG')).toBe('QA58 DOHB 0000 1234 5678 90AB CDEF G');
  });
});
