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
  listLabel: 'قائمة التنبيهات',
  // A document-expiry row's days (Arabic plural forms: zero, one, two, few, many, other); "الصلاحية"
  // is the subject, so the verb agrees whatever the document (رخصة، جواز، عقد).
  expiry: {
    inDays_zero: 'تنتهي الصلاحية اليوم',
    inDays_one: 'تنتهي الصلاحية غداً',
    inDays_two: 'تنتهي الصلاحية خلال يومين',
    inDays_few: 'تنتهي الصلاحية خلال {{n}} أيام',
    inDays_many: 'تنتهي الصلاحية خلال {{n}} يوماً',
    inDays_other: 'تنتهي الصلاحية خلال {{n}} يوم',
    agoDays_zero: 'انتهت الصلاحية اليوم',
    agoDays_one: 'انتهت الصلاحية منذ يوم واحد',
    agoDays_two: 'انتهت الصلاحية منذ يومين',
    agoDays_few: 'انتهت الصلاحية منذ {{n}} أيام',
    agoDays_many: 'انتهت الصلاحية منذ {{n}} يوماً',
    agoDays_other: 'انتهت الصلاحية منذ {{n}} يوم',
  },
};

export default ar;
export type AlertsTexts = typeof ar;
