// The chart templates are data: every one must be a well-formed tree in both languages that maps
// every account-mapping key to a posting account of the right type.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAPPINGS } from '../../../../core/finance';
import { CHART_TEMPLATES, TEMPLATE_IDS, TYPE_OF_DIGIT, templateForBusinessType } from './index';

const ARABIC = /[\u0600-\u06FF]/;

describe('chart templates', () => {
  for (const id of TEMPLATE_IDS) {
    it(`${id}: a tree of a few dozen to ~150 accounts, Arabic and English, every mapping on a posting account of its type`, () => {
      const template = CHART_TEMPLATES[id];
      const codes = template.accounts.map(([code]) => code);
      expect(new Set(codes).size, 'codes are unique').toBe(codes.length);
      expect(codes.length).toBeGreaterThanOrEqual(40);
      expect(codes.length).toBeLessThanOrEqual(150);
      for (const [code, ar, en] of template.accounts) {
        expect(code, code).toMatch(/^[1-5]\d*$/);
        expect(ar, code).toMatch(ARABIC);
        expect(en, code).not.toMatch(ARABIC);
        if (code.length > 1) expect(codes.some((c) => c.length < code.length && code.startsWith(c)), `${code} has a parent`).toBe(true);
      }
      for (const mapping of ACCOUNT_MAPPINGS) {
        const code = template.mappings[mapping.key];
        expect(codes, `${id} maps ${mapping.key}`).toContain(code);
        expect(codes.some((c) => c !== code && c.startsWith(code)), `${mapping.key} → ${code} is not a header`).toBe(false);
        expect(TYPE_OF_DIGIT[code[0]!], `${mapping.key} → ${code}`).toBe(mapping.type);
      }
    });
  }

  it('offers each business type a template', () => {
    expect(templateForBusinessType('car_rental')).toBe('car_rental');
    expect(templateForBusinessType('real_estate')).toBe('real_estate');
    expect(templateForBusinessType('retail')).toBe('trading');
    expect(templateForBusinessType('consulting')).toBe('services');
    expect(templateForBusinessType('construction')).toBe('generic');
  });
});
