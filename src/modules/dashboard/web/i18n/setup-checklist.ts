// The setup checklist's words, on their own namespace: loaded with the checklist only, so a
// company that is set up (or dismissed it) downloads none of it. An item's texts sit beside its id.
import { defineTexts, type Catalogue } from '../../../../web/lib/module-i18n';

const ar = {
  title: 'جهّز شركتك في دقائق',
  progress: 'أنجزت {{done}} من {{total}} خطوات',
  dismiss: 'إخفاء القائمة',
  dismissLabel: 'إخفاء قائمة الإعداد لكل مديري الشركة',
  dismissFailed: 'تعذر إخفاء القائمة، حاول مرة أخرى',
  start: 'ابدأ',
  done: 'تم',
  items: {
    company_profile: { title: 'أكمل ملف الشركة وارفع الشعار', body: 'الشعار ورقم الهاتف يظهران في العقود والفواتير.' },
    first_vehicle: { title: 'أضف أول مركبة', body: 'رقم اللوحة والطراز والسعر اليومي.' },
    first_customer: { title: 'أضف أول عميل', body: 'الاسم والهاتف والرقم المدني ورخصة القيادة.' },
    invite_staff: { title: 'ادعُ فريقك', body: 'أنشئ حسابات للموظفين بأدوارهم وصلاحياتهم.' },
    office_location: { title: 'حدد موقع المكتب للحضور', body: 'يسجل الموظفون حضورهم من داخل نطاق المكتب.' },
    accounts: { title: 'جهّز الحسابات', body: 'دليل الحسابات والسنة المالية والأرصدة الافتتاحية، فتُقيَّد الفواتير والمدفوعات تلقائياً.' },
  },
};

const en: Catalogue<typeof ar> = {
  title: 'Set up your company in minutes',
  progress: '{{done}} of {{total}} steps done',
  dismiss: 'Hide the list',
  dismissLabel: 'Hide the setup list for every admin of the company',
  dismissFailed: 'Could not hide the list, please try again',
  start: 'Start',
  done: 'Done',
  items: {
    company_profile: { title: 'Complete the company profile and upload the logo', body: 'The logo and phone number appear on contracts and invoices.' },
    first_vehicle: { title: 'Add your first vehicle', body: 'Plate number, model and daily rate.' },
    first_customer: { title: 'Add your first customer', body: 'Name, phone, civil ID and driving licence.' },
    invite_staff: { title: 'Invite your team', body: 'Give staff accounts with their roles and permissions.' },
    office_location: { title: 'Set the office location for attendance', body: 'Staff clock in from within the office’s radius.' },
    accounts: { title: 'Set up your accounts', body: 'Chart of accounts, fiscal year and opening balances, so invoices and payments post themselves.' },
  },
};

export const useSetupT = defineTexts('setup-checklist', { ar, en });
