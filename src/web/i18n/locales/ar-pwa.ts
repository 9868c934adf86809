/** The installable app: install banner and the service worker's update notice (spec §4, DECISIONS 13). */
export const arPwa = {
  install: {
    title: 'ثبّت تطبيق مسار',
    body: 'افتح مسار من شاشتك الرئيسية بضغطة واحدة، ويعمل بسرعة حتى مع اتصال ضعيف.',
    install: 'تثبيت',
    later: 'لاحقاً',
    label: 'تثبيت التطبيق',
  },
  update: {
    title: 'يتوفر إصدار جديد من مسار',
    body: 'أعد تحميل الصفحة لاستخدام أحدث إصدار.',
    reload: 'إعادة التحميل',
  },
};
