/**
 * Error and status messages shared by server and web. The server answers with a MessageCode,
 * each side renders it in the user's language. Arabic is word for word where spec §8 quotes
 * Arabic, and natural Arabic where it gives an English gloss (DECISIONS 2).
 * `{name}` placeholders are filled by `message(code, lang, params)`.
 */

export type Lang = 'ar' | 'en';

export const LANGS = ['ar', 'en'] as const satisfies readonly Lang[];

/** DECISIONS 14: Arabic first. */
export const DEFAULT_LANG: Lang = 'ar';

export type MessageText = { ar: string; en: string };

import { FIELD_MESSAGES } from './field-messages';
import { RENTAL_MESSAGES } from './rental-messages';
import { FINANCE_MESSAGES } from './finance-messages';
import { LEASING_MESSAGES } from './leasing-messages';
import { PROPERTY_MESSAGES } from './property-messages';
import { PEOPLE_MESSAGES } from './people-messages';
import { FINANCING_MESSAGES } from './financing-messages';
import { PAYABLES_MESSAGES } from './payables-messages';
import { PAYROLL_MESSAGES } from './payroll-messages';
import { BACKUP_MESSAGES } from './backup-messages';
import { APPROVAL_MESSAGES } from './approval-messages';
import { SIGNATURE_MESSAGES } from './signature-messages';
import { ASSETS_MESSAGES } from './assets-messages';
import { TREASURY_MESSAGES } from './treasury-messages';
import { BUDGET_MESSAGES } from './budget-messages';

const CATALOGUE = {
  ...RENTAL_MESSAGES,
  ...FINANCE_MESSAGES,
  ...LEASING_MESSAGES,
  ...PROPERTY_MESSAGES,
  ...PEOPLE_MESSAGES,
  ...FINANCING_MESSAGES,
  ...PAYABLES_MESSAGES,
  ...PAYROLL_MESSAGES,
  ...BACKUP_MESSAGES,
  ...APPROVAL_MESSAGES,
  ...SIGNATURE_MESSAGES,
  ...ASSETS_MESSAGES,
  ...TREASURY_MESSAGES,
  ...BUDGET_MESSAGES,
  ...FIELD_MESSAGES,
  // Session and permission check (spec §5 order, §8).
  not_logged_in: { ar: 'غير مسجل الدخول', en: 'You are not signed in' },
  no_employee: { ar: 'لا توجد بيانات موظف مرتبطة بهذا المستخدم', en: 'No employee record is linked to this user' },
  not_authorised: { ar: 'الموظف غير مصرح له بالدخول إلى النظام', en: 'This employee is not authorised to access the system' },
  employee_inactive: { ar: 'حساب الموظف غير نشط', en: 'The employee account is inactive' },
  forbidden: { ar: 'ليس لديك صلاحية لتنفيذ هذا الإجراء', en: 'You do not have permission for this action' },
  cross_site_request: { ar: 'رُفض الطلب لأنه أُرسل من موقع آخر غير مسار', en: 'The request was refused because it was sent from another site' },
  authentication_required: { ar: 'يجب تسجيل الدخول أولاً', en: 'Authentication required' },
  session_expired: { ar: 'انتهت صلاحية الجلسة، يرجى تسجيل الدخول مرة أخرى', en: 'Your session has expired, please sign in again' },
  user_data_error: { ar: 'خطأ في تحميل بيانات المستخدم', en: 'Error loading user data' },
  session_verify_error: { ar: 'خطأ في التحقق من جلسة تسجيل الدخول', en: 'Error verifying the sign-in session' },
  session_init_error: { ar: 'خطأ في تهيئة جلسة تسجيل الدخول', en: 'Error initialising the sign-in session' },
  session_validate_error: { ar: 'خطأ في التحقق من صلاحية الجلسة', en: 'Error validating the session' },
  sign_out_error: { ar: 'خطأ في تسجيل الخروج', en: 'Error signing out' },
  permissions_fetch_error: { ar: 'خطأ في جلب صلاحيات المستخدم', en: 'Error fetching user permissions' },
  employee_fetch_error: { ar: 'خطأ في جلب بيانات الموظف', en: 'Error fetching employee data' },

  // Company access (spec §5, §8 internal errors, kept in English word for word).
  company_required: { ar: 'معرّف الشركة مطلوب', en: 'Company ID is required' },
  company_mismatch: { ar: 'تم رفض الوصول: لا يمكن الوصول إلى بيانات شركة أخرى', en: 'Access denied: Cannot access data from different company' },

  // Access guard denials (spec §6).
  access_blocked: { ar: 'تم حظر الوصول', en: 'Access blocked' },
  role_required: { ar: 'ليس لديك الدور المطلوب', en: 'You do not have the required role' },
  admin_required: { ar: 'تحتاج إلى صلاحيات المدير', en: 'You need admin rights' },
  global_required: { ar: 'تحتاج إلى صلاحيات عامة على مستوى النظام', en: 'You need global rights' },
  permission_required: { ar: 'ليس لديك الصلاحية المطلوبة', en: 'You lack the required permission' },
  contact_manager: { ar: 'يرجى التواصل مع المدير', en: 'Please contact your manager' },
  feature_limited: { ar: 'ميزة محدودة – قم بترقية خطتك', en: 'Limited feature – upgrade your plan' },

  // Login (spec §8).
  invalid_credentials: { ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة', en: 'Invalid email or password' },
  email_not_confirmed: { ar: 'يرجى تأكيد البريد الإلكتروني أولاً', en: 'Please confirm your email first' },
  login_error: { ar: 'خطأ في تسجيل الدخول', en: 'Sign-in error' },
  login_success: { ar: 'مرحباً بك / تم تسجيل الدخول بنجاح', en: 'Welcome / signed in successfully' },
  too_many_attempts: { ar: 'محاولات كثيرة جداً، يرجى المحاولة لاحقاً', en: 'Too many attempts, please try again later' },

  // Password flows (spec §5, §8; DECISIONS 4).
  email_required_first: { ar: 'يرجى إدخال البريد الإلكتروني أولاً', en: 'Please enter your email first' },
  reset_link_failed: { ar: 'تعذر إرسال رابط إعادة التعيين', en: 'Could not send the reset link' },
  reset_link_sent: { ar: 'تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك', en: 'A password reset link has been sent to your email' },
  reset_failed: { ar: 'تعذر تحديث كلمة المرور', en: 'Could not update the password' },
  reset_success: { ar: 'تم تحديث كلمة المرور بنجاح', en: 'Password updated successfully' },
  password_change_failed: { ar: 'تعذر تغيير كلمة المرور', en: 'Could not change the password' },
  password_change_success: { ar: 'تم تغيير كلمة المرور بنجاح', en: 'Password changed successfully' },
  password_too_short: { ar: 'يجب أن تكون كلمة المرور 8 أحرف على الأقل', en: 'Password must be at least 8 characters' },
  password_too_long: { ar: 'كلمة المرور طويلة جداً', en: 'Password is too long' },
  passwords_do_not_match: { ar: 'كلمتا المرور غير متطابقتين', en: 'Passwords do not match' },
  invalid_token: { ar: 'الرابط غير صالح أو انتهت صلاحيته', en: 'This link is invalid or has expired' },

  // Form validation (zod issue messages of core/auth and the modules).
  validation_failed: { ar: 'بعض البيانات المدخلة غير صحيحة', en: 'Some of the entered data is invalid' },
  required: { ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  invalid_email: { ar: 'البريد الإلكتروني غير صالح', en: 'Invalid email address' },
  too_long: { ar: 'النص أطول من المسموح', en: 'The text is too long' },
  invalid_business_type: { ar: 'نوع النشاط غير صالح', en: 'Invalid business type' },
  invalid_currency: { ar: 'العملة غير مدعومة', en: 'Unsupported currency' },
  invalid_country: { ar: 'يرجى اختيار الدولة من القائمة', en: 'Please choose a country from the list' },
  invalid_vat_rate: { ar: 'نسبة الضريبة يجب أن تكون بين 0 و99.99', en: 'The VAT rate must be between 0 and 99.99' },
  invalid_vat_number: { ar: 'الرقم الضريبي من 5 إلى 20 حرفًا أو رقمًا', en: 'The VAT number has 5 to 20 letters or digits' },
  invalid_saudi_vat_number: { ar: 'الرقم الضريبي السعودي 15 رقمًا يبدأ بـ 3 وينتهي بـ 3', en: 'A Saudi VAT number has 15 digits beginning and ending with 3' },
  invalid_amount: { ar: 'المبلغ غير صالح', en: 'Invalid amount' },
  invalid_file_type: { ar: 'نوع الملف غير مدعوم (PNG أو JPEG أو WebP)', en: 'Unsupported file type (PNG, JPEG or WebP)' },
  file_too_large: { ar: 'حجم الملف أكبر من 2 ميغابايت', en: 'The file is larger than 2 MB' },
  unknown_module: { ar: 'الوحدة غير معروفة', en: 'Unknown module' },
  invalid_phone: { ar: 'رقم الهاتف غير صالح', en: 'Invalid phone number' },
  current_password_wrong: { ar: 'كلمة المرور الحالية غير صحيحة', en: 'The current password is incorrect' },

  // Generic outcomes.
  unexpected_error: { ar: 'حدث خطأ غير متوقع', en: 'An unexpected error occurred' },
  not_found: { ar: 'العنصر المطلوب غير موجود', en: 'The requested item was not found' },
  page_not_found: { ar: 'عذراً! الصفحة غير موجودة', en: 'Oops! Page not found' },
  conflict: { ar: 'البيانات تتعارض مع سجل موجود', en: 'This conflicts with an existing record' },
  email_taken: { ar: 'البريد الإلكتروني مسجل مسبقاً', en: 'This email is already registered' },
  error_title: { ar: 'خطأ', en: 'Error' },

  // Clock-in and clock-out (spec §8).
  clock_in_forbidden: { ar: 'ليس لديك صلاحية لتسجيل الحضور', en: 'You do not have permission to clock in' },
  clock_in_success: { ar: 'تم تسجيل الحضور بنجاح', en: 'Clocked in successfully' },
  clock_out_success: { ar: 'تم تسجيل الانصراف بنجاح', en: 'Clocked out successfully' },
  already_clocked_in: { ar: 'تم تسجيل الحضور مسبقاً اليوم', en: 'You have already clocked in today' },
  already_clocked_out: { ar: 'تم تسجيل الانصراف مسبقاً اليوم', en: 'You have already clocked out today' },
  not_clocked_in: { ar: 'لم يتم تسجيل الحضور اليوم بعد', en: 'You have not clocked in today' },
  office_location_not_configured: { ar: 'لم يتم إعداد موقع المكتب، يرجى التواصل مع المسؤول', en: 'The office location is not configured, please contact the admin' },
  location_too_far: { ar: 'أنت على بعد {distance} من المكتب، والنطاق المسموح {radius} متر. اقترب من المكتب أو تواصل مع المسؤول', en: 'You are {distance} from the office; the allowed radius is {radius} metres. Move closer or contact the admin' },
  location_out_of_range: { ar: 'أنت خارج نطاق العمل المسموح', en: 'You are outside the allowed work area' },
  location_verified: { ar: 'أنت داخل نطاق العمل المسموح', en: 'You are within the allowed work area' },
  invalid_coordinates: { ar: 'إحداثيات الموقع غير صالحة', en: 'Invalid location coordinates' },
  invalid_employee: { ar: 'رقم الموظف غير صالح', en: 'Invalid employee id' },
  invalid_date: { ar: 'التاريخ غير صالح (الصيغة YYYY-MM-DD)', en: 'Invalid date (format YYYY-MM-DD)' },
  invalid_role: { ar: 'الدور غير صالح', en: 'Invalid role' },
  invalid_permission: { ar: 'الصلاحية غير معروفة', en: 'Unknown permission' },
  role_not_assignable: { ar: 'لا يمكنك منح هذا الدور', en: 'You cannot assign this role' },
  permission_not_grantable: { ar: 'لا يمكنك منح هذه الصلاحية', en: 'You cannot grant this permission' },
  account_exists: { ar: 'لهذا الموظف حساب في النظام مسبقاً', en: 'This employee already has a system account' },
  no_account: { ar: 'ليس لهذا الموظف حساب في النظام', en: 'This employee has no system account' },
  cannot_change_own_roles: { ar: 'لا يمكنك تغيير أدوارك بنفسك', en: 'You cannot change your own roles' },
  cannot_change_own_access: { ar: 'لا يمكنك تعطيل دخولك بنفسك', en: 'You cannot disable your own access' },
  end_before_start: { ar: 'تاريخ النهاية قبل تاريخ البداية', en: 'The end date is before the start date' },
  leave_crosses_year: { ar: 'يجب أن تكون الإجازة ضمن سنة واحدة؛ قسّمها إلى طلبين', en: 'A leave must stay within one year; split it into two requests' },
  no_working_days: { ar: 'لا توجد أيام عمل في الفترة المختارة', en: 'There are no working days in the chosen period' },
  insufficient_leave_balance: { ar: 'رصيد الإجازات غير كافٍ لهذا الطلب', en: 'The leave balance is not enough for this request' },
  leave_overlap: { ar: 'يوجد طلب إجازة آخر في نفس الفترة', en: 'Another leave request covers the same days' },
  job_not_failed: { ar: 'هذه المهمة لم تفشل؛ ستُعاد محاولتها تلقائياً إن لزم', en: 'This job has not failed; it retries by itself if needed' },
  leave_not_pending: { ar: 'تمت معالجة هذا الطلب مسبقاً', en: 'This request has already been decided' },
  cannot_review_own_leave: { ar: 'لا يمكنك اعتماد طلب إجازتك بنفسك', en: 'You cannot decide your own leave request' },
  company_suspended: { ar: 'تم إيقاف حساب شركتك مؤقتاً، يرجى التواصل مع إدارة المنصة', en: 'Your company account is suspended; please contact the platform team' },
  trial_expired: { ar: 'انتهت الفترة التجريبية، الحساب للقراءة فقط حتى تفعيل باقة', en: 'The trial has ended; the account is read-only until a plan is active' },
  subscription_expired: { ar: 'انتهت مدة الاشتراك، الحساب للقراءة فقط حتى تجديد الباقة', en: 'The subscription period has ended; the account is read-only until the plan is renewed' },
  invalid_iban: { ar: 'رقم الآيبان غير صالح', en: 'Invalid IBAN' },
  invalid_time: { ar: 'الوقت غير صالح (الصيغة HH:MM)', en: 'Invalid time (format HH:MM)' },
  invalid_radius: { ar: 'النطاق المسموح يجب أن يكون بين 10 و5000 متر', en: 'The allowed radius must be between 10 and 5000 metres' },
  location_verification_failed: { ar: 'تعذر التحقق من موقعك، يرجى تفعيل خدمة الموقع والمحاولة مرة أخرى', en: 'Could not verify your location, please enable location and try again' },
  database_error: { ar: 'حدث خطأ في قاعدة البيانات، يرجى المحاولة مرة أخرى', en: 'A database error occurred, please try again' },
  location_permission_denied: { ar: 'يرجى السماح بالوصول إلى الموقع من إعدادات المتصفح', en: 'Please allow location access in your browser settings' },
  location_unavailable: { ar: 'تعذر تحديد الموقع، يرجى تفعيل GPS والمحاولة مرة أخرى', en: 'Location unavailable, please enable GPS and try again' },
  location_timeout: { ar: 'انتهت مهلة تحديد الموقع', en: 'Locating timed out' },
  location_unsupported: { ar: 'خدمة الموقع غير مدعومة في هذا المتصفح', en: 'Location is not supported in this browser' },

  // Platform console: companies, users, plans, support, landing (issue 6).
  plan_limit_reached: { ar: 'وصلت إلى الحد المسموح في خطتك، قم بترقية خطتك لإضافة المزيد', en: 'You have reached your plan’s limit; upgrade your plan to add more' },
  unknown_plan: { ar: 'الخطة غير معروفة', en: 'Unknown plan' },
  plan_code_taken: { ar: 'رمز الخطة مستخدم مسبقاً', en: 'This plan code is already used' },
  feature_code_taken: { ar: 'رمز الميزة مستخدم مسبقاً', en: 'This feature code is already used' },
  default_plan_required: { ar: 'يجب أن تبقى خطة افتراضية نشطة', en: 'An active default plan must remain' },
  invalid_code: { ar: 'الرمز يقبل الأحرف الإنجليزية الصغيرة والأرقام والشرطة السفلية فقط', en: 'Codes take lower-case letters, digits and underscores only' },
  invalid_period: { ar: 'فترة الاشتراك غير صالحة', en: 'Invalid subscription period' },
  company_already_suspended: { ar: 'الشركة موقوفة مسبقاً', en: 'The company is already suspended' },
  company_not_suspended: { ar: 'الشركة ليست موقوفة', en: 'The company is not suspended' },
  platform_user_protected: { ar: 'لا يمكن تعديل حسابات إدارة المنصة من هنا', en: 'Platform accounts cannot be changed here' },
  same_company: { ar: 'المستخدم في هذه الشركة مسبقاً', en: 'The user is already in this company' },
  ticket_closed: { ar: 'هذه التذكرة مغلقة، افتح تذكرة جديدة', en: 'This ticket is closed; open a new ticket' },
  rating_not_allowed: { ar: 'يمكن تقييم التذكرة بعد حلها فقط', en: 'A ticket can be rated only once it is resolved' },
  invalid_status_change: { ar: 'لا يمكن نقل التذكرة إلى هذه الحالة', en: 'The ticket cannot move to this status' },
  invalid_rating: { ar: 'التقييم من 1 إلى 5', en: 'The rating is from 1 to 5' },
  invalid_sort_order: { ar: 'ترتيب العرض غير صالح', en: 'Invalid display order' },

  // Alerts (spec §8).
  alert_ack_error: { ar: 'حدث خطأ أثناء تأكيد التنبيه', en: 'Error acknowledging the alert' },
  alerts_ack_error: { ar: 'حدث خطأ أثناء تأكيد التنبيهات', en: 'Error acknowledging the alerts' },
  alert_ack_success: { ar: 'تم تأكيد التنبيه بنجاح', en: 'Alert acknowledged' },
  alerts_ack_success: { ar: 'تم تأكيد جميع التنبيهات بنجاح', en: 'All alerts acknowledged' },
  invalid_alert_key: { ar: 'مفتاح تنبيه العقار غير صالح', en: 'Invalid property alert key' },
} as const satisfies Record<string, MessageText>;

export type MessageCode = keyof typeof CATALOGUE;

export const MESSAGES: Record<MessageCode, MessageText> = CATALOGUE;

export const MESSAGE_CODES = Object.keys(CATALOGUE) as MessageCode[];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(CATALOGUE, value);
}

/** A parameter is one value for both languages, or its text in each (an account mapping's name). */
export type MessageParams = Record<string, string | number | MessageText>;

/** The text of `code` in `lang`, with `{name}` placeholders filled; unknown placeholders stay visible. */
export function message(code: MessageCode, lang: Lang, params?: MessageParams): string {
  const text = MESSAGES[code][lang];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? paramText(params[name]!, lang) : whole,
  );
}

function paramText(value: string | number | MessageText, lang: Lang): string {
  return typeof value === 'object' ? value[lang] : String(value);
}
