// The document-expiry row's days in both catalogues, through i18next's plural rules (Arabic has
// six forms: zero, one, two, few 3–10, many 11–99, other).
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from './ar';
import en from './en';

async function translator(lng: 'ar' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { ar: { alerts: ar }, en: { alerts: en } }, defaultNS: 'alerts', interpolation: { escapeValue: false } });
  // The app's typed keys are the shell's: a plain signature for this module's own catalogue.
  const t = i18n.t.bind(i18n) as unknown as (key: string, options: { count: number; n: string }) => string;
  return (key: string, days: number) => t(key, { count: days, n: String(days) });
}

describe('document expiry days', () => {
  it('reads in Arabic first', async () => {
    const t = await translator('ar');
    expect([0, 1, 2, 5, 11, 100].map((d) => t('expiry.inDays', d))).toEqual(['تنتهي الصلاحية اليوم', 'تنتهي الصلاحية غداً', 'تنتهي الصلاحية خلال يومين', 'تنتهي الصلاحية خلال 5 أيام', 'تنتهي الصلاحية خلال 11 يوماً', 'تنتهي الصلاحية خلال 100 يوم']);
    expect([1, 2, 3, 30].map((d) => t('expiry.agoDays', d))).toEqual(['انتهت الصلاحية منذ يوم واحد', 'انتهت الصلاحية منذ يومين', 'انتهت الصلاحية منذ 3 أيام', 'انتهت الصلاحية منذ 30 يوماً']);
  });

  it('and in English', async () => {
    const t = await translator('en');
    expect([0, 1, 2, 5].map((d) => t('expiry.inDays', d))).toEqual(['Expires today', 'Expires tomorrow', 'Expires in 2 days', 'Expires in 5 days']);
    expect([1, 3].map((d) => t('expiry.agoDays', d))).toEqual(['Expired yesterday', 'Expired 3 days ago']);
  });
});
