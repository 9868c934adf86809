import { describe, expect, it } from 'vitest';
import { parseLandingItems, planContent, splitCard, type LandingItem } from './content';

const known = new Set(['hero_title', 'hero_badge', 'cta_primary']);
const row = (contentKey: string, valueAr: string, value: string, sortOrder = 0): LandingItem => ({ contentKey, valueAr, value, sortOrder });

describe('landing_content rows (DECISIONS 12)', () => {
  it('replaces the text of a known key in the page language', () => {
    const items = [row('hero_title', 'أدر شركة التأجير', 'Run your rental company')];
    expect(planContent(items, known, 'ar').texts.get('hero_title')).toBe('أدر شركة التأجير');
    expect(planContent(items, known, 'en').texts.get('hero_title')).toBe('Run your rental company');
  });

  it('keeps the built-in text when the row is empty in that language', () => {
    const plan = planContent([row('hero_title', '  ', 'Only English')], known, 'ar');
    expect(plan.texts.has('hero_title')).toBe(false);
    expect(plan.cards).toEqual([]);
  });

  it('turns unknown keys into extra feature cards in sort order, first line as the title', () => {
    const items = [
      row('zakat', 'الزكاة\nحساب الزكاة تلقائياً', 'Zakat\nAutomatic zakat', 5),
      row('whatsapp', 'إشعارات واتساب', 'WhatsApp alerts', 2),
      row('hero_badge', 'جديد', 'New', 1),
    ];
    const plan = planContent(items, known, 'ar');
    expect(plan.cards).toEqual([
      { key: 'whatsapp', title: 'إشعارات واتساب', body: '' },
      { key: 'zakat', title: 'الزكاة', body: 'حساب الزكاة تلقائياً' },
    ]);
    expect(plan.texts.get('hero_badge')).toBe('جديد');
  });

  it('splits a card text on its first line break', () => {
    expect(splitCard('Title\r\nLine one\nLine two')).toEqual({ title: 'Title', body: 'Line one\nLine two' });
  });

  it('accepts only well-formed API answers', () => {
    expect(parseLandingItems({ items: [row('a', 'ب', 'b'), { contentKey: 1 }, null] })).toEqual([row('a', 'ب', 'b')]);
    expect(parseLandingItems({ error: { code: 'x' } })).toEqual([]);
    expect(parseLandingItems(null)).toEqual([]);
  });
});
