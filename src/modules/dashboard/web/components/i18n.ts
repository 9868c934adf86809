// The rental dashboard's words, on the module's own namespace (loaded with the dashboard).
import { registerBundle, useModuleT, type Catalogue } from '../../../../web/lib/module-i18n';

const ar = {
  heading: 'يومك في لمحة',
  fleet: 'الأسطول',
  vehicles: '{{n}} مركبة',
  utilisation: 'نسبة التشغيل هذا الشهر',
  utilisationHint: 'أيام التأجير من أيام الأسطول منذ بداية الشهر',
  active: 'العقود النشطة',
  activeHint: 'مركبات مع العملاء الآن',
  ending: 'عقود تنتهي خلال 7 أيام',
  endingNone: 'لا توجد عقود تنتهي هذا الأسبوع',
  overdue: 'مدفوعات متأخرة',
  overdueCount: 'عدد الفواتير المتأخرة: {{n}}',
  overdueNone: 'لا توجد مدفوعات متأخرة',
  revenue: 'الإيرادات هذا الشهر',
  revenueVs: 'الشهر الماضي: {{amount}}',
  collected: 'المحصّل: {{amount}}',
  activity: 'آخر النشاطات',
  activityNone: 'لا توجد نشاطات بعد',
  payment: 'دفعة {{number}}',
  contract: 'عقد {{number}}',
  due: 'مستحقة منذ {{date}}',
  endsOn: 'ينتهي {{date}}',
  viewAll: 'عرض الكل',
  loadFailed: 'تعذر تحميل مؤشرات اليوم',
  retry: 'إعادة المحاولة',
  status: { available: 'متاحة', rented: 'مؤجرة', reserved: 'محجوزة', maintenance: 'صيانة', out_of_service: 'خارج الخدمة', accident: 'حادث', stolen: 'مسروقة', police_station: 'مخفر', draft: 'مسودة', active: 'نشط', suspended: 'موقوف', returned: 'مُرجع', closed: 'مغلق', cancelled: 'ملغي', cash: 'نقداً', cheque: 'شيك', bank_transfer: 'تحويل', card: 'بطاقة', deposit: 'من التأمين' },
};

const en: Catalogue<typeof ar> = {
  heading: 'Your day at a glance',
  fleet: 'Fleet',
  vehicles: '{{n}} vehicles',
  utilisation: 'Utilisation this month',
  utilisationHint: 'Rented days out of fleet days since the 1st',
  active: 'Active contracts',
  activeHint: 'Vehicles with customers now',
  ending: 'Contracts ending within 7 days',
  endingNone: 'No contracts end this week',
  overdue: 'Overdue payments',
  overdueCount: 'Overdue invoices: {{n}}',
  overdueNone: 'No overdue payments',
  revenue: 'Revenue this month',
  revenueVs: 'Last month: {{amount}}',
  collected: 'Collected: {{amount}}',
  activity: 'Recent activity',
  activityNone: 'No activity yet',
  payment: 'Payment {{number}}',
  contract: 'Contract {{number}}',
  due: 'Due since {{date}}',
  endsOn: 'Ends {{date}}',
  viewAll: 'View all',
  loadFailed: 'Today’s figures could not be loaded',
  retry: 'Retry',
  status: { available: 'Available', rented: 'Rented', reserved: 'Reserved', maintenance: 'Maintenance', out_of_service: 'Out of service', accident: 'Accident', stolen: 'Stolen', police_station: 'Police station', draft: 'Draft', active: 'Active', suspended: 'Suspended', returned: 'Returned', closed: 'Closed', cancelled: 'Cancelled', cash: 'Cash', cheque: 'Cheque', bank_transfer: 'Transfer', card: 'Card', deposit: 'From deposit' },
};

registerBundle('rental-dashboard', ar, en);

export const useDashboardT = () => useModuleT<typeof ar>('rental-dashboard');
