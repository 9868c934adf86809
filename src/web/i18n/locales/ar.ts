import { arPwa } from './ar-pwa';
import { arShell } from './ar-shell';
import { WELCOME } from '../../../core/auth/names';

/** Arabic catalogue: the default language. English mirrors these keys (see en.ts). */
export const ar = {
  shell: arShell,
  pwa: arPwa,
  common: {
    appName: 'مسار',
    tagline: 'نظام إدارة الأعمال لشركات الخليج',
    loading: 'جارٍ التحميل…',
    optional: 'اختياري',
    switchLanguage: 'English',
    switchLanguageLabel: 'التبديل إلى اللغة الإنجليزية',
    theme: {
      label: 'المظهر: {{value}}',
      light: 'فاتح',
      dark: 'داكن',
      system: 'حسب النظام',
    },
  },
  auth: {
    brand: {
      title: 'أدر أسطولك وعقاراتك وحساباتك من مكان واحد',
      body: 'مسار يجمع العقود والعملاء والمالية والموارد البشرية في نظام عربي واحد، مصمم لشركات الخليج.',
      trial: 'تجربة مجانية لمدة 14 يوماً',
      noCard: 'بدون بطاقة ائتمان',
      setup: 'الإعداد في 5 دقائق',
      types: '10 أنواع من الأنشطة التجارية',
    },
    tabs: {
      label: 'الدخول أو التسجيل',
      signIn: 'تسجيل الدخول',
      signUp: 'ابدأ تجربتك المجانية',
    },
    fields: {
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      companyName: 'اسم الشركة',
      companyNameAr: 'اسم الشركة بالعربية',
      businessType: 'نوع النشاط',
      chooseBusinessType: 'اختر نوع النشاط',
      country: 'الدولة',
      chooseCountry: 'اختر الدولة',
      countryHint: 'العملة: {{currency}}. وتحدد الدولة أيضاً المنطقة الزمنية وأيام العمل والضريبة، ويمكنك تعديلها لاحقاً من الإعدادات.',
      countryHintEmpty: 'تحدد عملة شركتك ومنطقتها الزمنية وأيام العمل والضريبة.',
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      newPassword: 'كلمة المرور الجديدة',
      confirmPassword: 'تأكيد كلمة المرور',
      passwordHint: '8 أحرف على الأقل',
      showPassword: 'إظهار كلمة المرور',
      hidePassword: 'إخفاء كلمة المرور',
    },
    signIn: {
      title: 'مرحباً بعودتك',
      subtitle: 'سجّل الدخول لمتابعة أعمالك',
      submit: 'تسجيل الدخول',
      submitting: 'جارٍ تسجيل الدخول…',
      forgot: 'نسيت كلمة المرور؟',
      noAccount: 'ليس لديك حساب؟',
    },
    signUp: {
      title: 'أنشئ حساب شركتك',
      subtitle: 'تجربة مجانية لمدة 14 يوماً، بدون بطاقة ائتمان',
      companySection: 'بيانات الشركة',
      userSection: 'بيانات المسؤول',
      submit: 'إنشاء الحساب وبدء التجربة',
      submitting: 'جارٍ إنشاء الحساب…',
      haveAccount: 'لديك حساب بالفعل؟',
    },
    reset: {
      title: 'تعيين كلمة مرور جديدة',
      subtitle: 'اختر كلمة مرور لا تقل عن 8 أحرف، ثم سجّل الدخول بها.',
      submit: 'تحديث كلمة المرور',
      submitting: 'جارٍ التحديث…',
      invalidTitle: 'رابط إعادة التعيين غير صالح',
      invalidBody: 'الرابط غير صالح أو انتهت صلاحيته. اطلب رابطاً جديداً من صفحة تسجيل الدخول بالضغط على «نسيت كلمة المرور؟».',
      requestNew: 'طلب رابط جديد',
      backToSignIn: 'العودة إلى تسجيل الدخول',
    },
    forcedPassword: {
      title: 'تحديث كلمة المرور',
      description: 'لحماية حسابك، يرجى تعيين كلمة مرور جديدة قبل المتابعة.',
      submit: 'حفظ ومتابعة',
      submitting: 'جارٍ الحفظ…',
    },
    signOut: 'تسجيل الخروج',
  },
  validation: {
    businessTypeRequired: 'يرجى اختيار نوع النشاط',
    countryRequired: 'يرجى اختيار الدولة',
  },
  errors: {
    network: 'تعذر الاتصال بالخادم، تحقق من اتصالك بالإنترنت',
    signUpFailed: 'تعذر إنشاء الحساب',
  },
  header: {
    userMenu: 'حساب المستخدم',
    platform: 'منصة مسار',
  },
  dashboard: {
    title: 'لوحة التحكم',
    welcome: WELCOME.ar,
    subtitle: 'أرقام العمل اليوم، ثم بيانات حسابك وشركتك.',
    subtitleAccount: 'بيانات حسابك وشركتك وصلاحياتك.',
    company: 'الشركة',
    businessType: 'نوع النشاط',
    currency: 'العملة',
    role: 'الدور',
    permissions: 'الصلاحيات الفعّالة',
    permissionsCount_zero: 'لا توجد صلاحيات',
    permissionsCount_one: 'صلاحية واحدة',
    permissionsCount_two: 'صلاحيتان',
    permissionsCount_few: '{{count}} صلاحيات',
    permissionsCount_many: '{{count}} صلاحية',
    permissionsCount_other: '{{count}} صلاحية',
    noCompany: 'حسابك غير مرتبط بشركة',
    platformAccount: 'أنت مسجّل الدخول كمشرف على المنصة.',
    accessLimited: 'وصولك محدود',
  },
  notFound: {
    body: 'ربما نُقلت الصفحة أو أن الرابط غير صحيح.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  signaturePad: {
    hint: 'وقّع هنا بإصبعك أو بالفأرة',
    clear: 'مسح',
  },
  errorScreen: {
    title: 'حدث خطأ غير متوقع... يرجى تحديث الصفحة والمحاولة مرة أخرى',
    refresh: 'تحديث الصفحة',
  },
};

/** The catalogue's shape with plain strings as leaves, so English must match it key for key. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Catalogue = Strings<typeof ar>;
