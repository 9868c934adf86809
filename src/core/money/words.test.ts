import { describe, expect, it } from 'vitest';
import { amountInArabicWords, numberInArabicWords } from './words';

describe('amounts in Arabic words (printed receipts and invoices)', () => {
  it('reads whole numbers with the joining و', () => {
    expect(numberInArabicWords(0n)).toBe('صفر');
    expect(numberInArabicWords(11n)).toBe('أحد عشر');
    expect(numberInArabicWords(21n)).toBe('واحد وعشرون');
    expect(numberInArabicWords(176n)).toBe('مائة وستة وسبعون');
    expect(numberInArabicWords(2000n)).toBe('ألفان');
    expect(numberInArabicWords(3500n)).toBe('ثلاثة آلاف وخمسمائة');
    expect(numberInArabicWords(15000n)).toBe('خمسة عشر ألفاً');
    expect(numberInArabicWords(250000n)).toBe('مائتان وخمسون ألفاً');
    expect(numberInArabicWords(200000n)).toBe('مائتا ألف');
    expect(numberInArabicWords(1_200_000n)).toBe('مليون ومائتا ألف');
  });

  it('counts dinars and fils exactly, with the noun in the form the number takes', () => {
    expect(amountInArabicWords('176.000', 'KWD')).toBe('فقط مائة وستة وسبعون ديناراً كويتياً لا غير');
    expect(amountInArabicWords('77.250', 'KWD')).toBe('فقط سبعة وسبعون ديناراً كويتياً ومائتان وخمسون فلساً لا غير');
    expect(amountInArabicWords('200.000', 'KWD')).toBe('فقط مائتا دينار كويتي لا غير');
    expect(amountInArabicWords('1.005', 'KWD')).toBe('فقط دينار كويتي وخمسة فلوس لا غير');
    expect(amountInArabicWords('2.000', 'KWD')).toBe('فقط ديناران كويتيان لا غير');
    expect(amountInArabicWords('0.500', 'KWD')).toBe('فقط خمسمائة فلس لا غير');
    expect(amountInArabicWords('0.000', 'KWD')).toBe('فقط صفر دينار لا غير');
  });

  it('uses each Gulf currency’s own units', () => {
    expect(amountInArabicWords('180', 'QAR')).toBe('فقط مائة وثمانون ريالاً قطرياً لا غير');
    expect(amountInArabicWords('5', 'QAR')).toBe('فقط خمسة ريالات قطرية لا غير');
    expect(amountInArabicWords('10.03', 'SAR')).toBe('فقط عشرة ريالات سعودية وثلاث هللات لا غير');
    expect(amountInArabicWords('1000.50', 'AED')).toBe('فقط ألف درهم إماراتي وخمسون فلساً لا غير');
  });
});
