import { defineTexts } from '../../../../web/lib/module-i18n';

// The subscription banner's few words, with its code in both languages: the banner sits in the
// company layout on every page's first paint, not behind a page chunk.
const ar = {
  trial: 'الفترة التجريبية: متبقٍ {{count}} يوم',
  readOnly: 'انتهت الفترة التجريبية؛ الحساب للقراءة فقط حتى تفعيل خطة.',
  expired: 'انتهت مدة الاشتراك؛ الحساب للقراءة فقط حتى تجديد الخطة.',
  suspended: 'تم إيقاف حساب شركتك مؤقتاً، يرجى التواصل مع إدارة المنصة.',
  details: 'تفاصيل الاشتراك',
};
export const useBannerT = defineTexts('subscription-banner', {
  ar,
  en: {
  trial: 'Trial: {{count}} days left',
  readOnly: 'The trial has ended; the account is read-only until a plan is active.',
  expired: 'The subscription period has ended; the account is read-only until the plan is renewed.',
  suspended: 'Your company account is suspended; please contact the platform team.',
  details: 'Subscription details',
  },
});
