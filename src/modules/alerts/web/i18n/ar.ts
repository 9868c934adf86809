// The alerts panel's texts (namespace `alerts`), fetched with the panel's code when the bell opens.
const ar = {
  title: 'التنبيهات',
  close: 'إغلاق التنبيهات',
  search: 'ابحث في التنبيهات',
  filtersLabel: 'تصفية التنبيهات',
  filters: {
    all: 'الكل',
    critical: 'حرجة',
    high: 'عالية',
    budget: 'الميزانية',
    vehicle: 'المركبات',
    notification: 'الإشعارات',
  },
  severity: { critical: 'حرج', high: 'عالٍ', medium: 'متوسط', low: 'منخفض' },
  types: { budget: 'ميزانية', vehicle: 'مركبة', notification: 'إشعار', property: 'عقار', smart: 'تنبيه ذكي', system: 'النظام' },
  empty: 'لا توجد تنبيهات',
  emptyHint: 'كل شيء على ما يرام. ستظهر هنا تنبيهات المركبات والعقود والمدفوعات والإشعارات الموجهة إليك.',
  noMatch: 'لا توجد تنبيهات تطابق البحث',
  acknowledge: 'تأكيد',
  markRead: 'تمت القراءة',
  confirmAll: 'تأكيد الكل',
  open: 'فتح',
  soundOn: 'صوت التنبيهات مفعّل',
  soundOff: 'صوت التنبيهات متوقف',
  acknowledged: 'تم تأكيد التنبيه بنجاح',
  allAcknowledged: 'تم تأكيد جميع التنبيهات بنجاح',
  errorTitle: 'خطأ',
  acknowledgeFailed: 'حدث خطأ أثناء تأكيد التنبيه',
  confirmAllFailed: 'حدث خطأ أثناء تأكيد التنبيهات',
  newAlert: 'تنبيه جديد',
  dismiss: 'إخفاء',
  dismissed: 'تم إخفاء التنبيه بنجاح',
  dismissFailed: 'حدث خطأ أثناء إخفاء التنبيه',
  listLabel: 'قائمة التنبيهات',
};

export default ar;
export type AlertsTexts = typeof ar;
