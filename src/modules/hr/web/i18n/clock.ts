import { defineTexts } from '../../../../web/lib/module-i18n';

// The header's clock-in/out button is on every signed-in page's first paint: its few words come
// with its code (both languages) instead of waiting for the HR pages' bundle.
const ar = {
  clockIn: 'تسجيل الحضور',
  clockOut: 'تسجيل انصراف',
  done: 'تم الانصراف',
  badgeIn: 'حضور',
  badgeOut: 'انصراف',
  badgeNoPermission: 'غير مخول',
  inAt: 'الحضور الساعة {{time}}',
  outAt: 'الانصراف الساعة {{time}}',
  loading: 'جارٍ تحميل حالة الحضور',
  loadFailed: 'تعذر تحميل حالة الحضور اليوم، أعد تحميل الصفحة',
  locating: 'جارٍ تحديد موقعك…',
  sending: 'جارٍ التسجيل…',
};

export const useClockT = defineTexts('hr-clock', {
  ar,
  en: {
    clockIn: 'Clock in',
    clockOut: 'Clock out',
    done: 'Clocked out',
    badgeIn: 'In',
    badgeOut: 'Out',
    badgeNoPermission: 'Not authorised',
    inAt: 'Clocked in at {{time}}',
    outAt: 'Clocked out at {{time}}',
    loading: 'Loading today’s attendance',
    loadFailed: 'Could not load today’s attendance; reload the page',
    locating: 'Finding your location…',
    sending: 'Recording…',
  },
});
