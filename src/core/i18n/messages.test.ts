import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AccessDenialReason, CompanyAccessDenial } from '../permissions';
import { MESSAGES, MESSAGE_CODES, isMessageCode, message, type MessageCode } from './messages';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('every code has non-empty Arabic and English text', () => {
    expect(MESSAGE_CODES.length).toBeGreaterThan(0);
    for (const code of MESSAGE_CODES) {
      const { ar, en } = MESSAGES[code];
      expect(ar.trim(), code).not.toBe('');
      expect(en.trim(), code).not.toBe('');
      expect(ar, code).toMatch(ARABIC_LETTER);
      expect(en, code).not.toMatch(ARABIC_LETTER);
    }
  });

  it('Arabic and English use the same placeholders', () => {
    for (const code of MESSAGE_CODES) {
      expect(placeholders(MESSAGES[code].ar), code).toEqual(placeholders(MESSAGES[code].en));
    }
  });

  it('keeps the Arabic the spec quotes word for word (DECISIONS 2)', () => {
    const quoted: Partial<Record<MessageCode, string>> = {
      forbidden: 'ليس لديك صلاحية لتنفيذ هذا الإجراء',
      invalid_credentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      email_not_confirmed: 'يرجى تأكيد البريد الإلكتروني أولاً',
      login_error: 'خطأ في تسجيل الدخول',
      login_success: 'مرحباً بك / تم تسجيل الدخول بنجاح',
      unexpected_error: 'حدث خطأ غير متوقع',
      reset_link_failed: 'تعذر إرسال رابط إعادة التعيين',
      reset_link_sent: 'تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك',
      reset_failed: 'تعذر تحديث كلمة المرور',
      reset_success: 'تم تحديث كلمة المرور بنجاح',
      password_change_failed: 'تعذر تغيير كلمة المرور',
      password_change_success: 'تم تغيير كلمة المرور بنجاح',
      password_too_short: 'يجب أن تكون كلمة المرور 8 أحرف على الأقل',
      feature_limited: 'ميزة محدودة – قم بترقية خطتك',
      already_clocked_in: 'تم تسجيل الحضور مسبقاً اليوم',
      clock_in_forbidden: 'ليس لديك صلاحية لتسجيل الحضور',
      clock_in_success: 'تم تسجيل الحضور بنجاح',
      clock_out_success: 'تم تسجيل الانصراف بنجاح',
      location_timeout: 'انتهت مهلة تحديد الموقع',
      alert_ack_error: 'حدث خطأ أثناء تأكيد التنبيه',
      alerts_ack_error: 'حدث خطأ أثناء تأكيد التنبيهات',
      alert_ack_success: 'تم تأكيد التنبيه بنجاح',
      alerts_ack_success: 'تم تأكيد جميع التنبيهات بنجاح',
      error_title: 'خطأ',
    };
    for (const [code, ar] of Object.entries(quoted)) expect(MESSAGES[code as MessageCode].ar, code).toBe(ar);
  });

  it('keeps the English the spec quotes word for word', () => {
    expect(MESSAGES.company_required.en).toBe('Company ID is required');
    expect(MESSAGES.company_mismatch.en).toBe('Access denied: Cannot access data from different company');
    expect(MESSAGES.authentication_required.en).toBe('Authentication required');
    expect(MESSAGES.invalid_credentials.en).toBe('Invalid email or password');
    expect(MESSAGES.page_not_found.en).toBe('Oops! Page not found');
  });

  it('covers every denial reason of the permission and company checks', () => {
    expectTypeOf<AccessDenialReason>().toExtend<MessageCode>();
    expectTypeOf<CompanyAccessDenial>().toExtend<MessageCode>();
    const reasons: MessageCode[] = [
      'not_logged_in',
      'no_employee',
      'employee_inactive',
      'not_authorised',
      'forbidden',
      'company_required',
      'company_mismatch',
    ];
    for (const code of reasons) expect(isMessageCode(code)).toBe(true);
  });
});

describe('message()', () => {
  it('returns the text in the requested language', () => {
    expect(message('not_logged_in', 'ar')).toBe('غير مسجل الدخول');
    expect(message('not_logged_in', 'en')).toBe('You are not signed in');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(message('location_too_far', 'en', { distance: '1.2 km', radius: 100 })).toBe(
      'You are 1.2 km from the office; the allowed radius is 100 metres. Move closer or contact the admin',
    );
    expect(message('location_too_far', 'ar', { distance: '250 متر' })).toContain('{radius}');
  });

  it('fills a bilingual parameter with its text in the requested language', () => {
    const params = { mapping: { ar: 'إيرادات الوقود', en: 'Fuel revenue' } };
    expect(message('account_mapping_missing', 'ar', params)).toContain('«إيرادات الوقود»');
    expect(message('account_mapping_missing', 'en', params)).toContain('"Fuel revenue"');
  });

  it('isMessageCode rejects unknown and inherited keys', () => {
    expect(isMessageCode('forbidden')).toBe(true);
    expect(isMessageCode('nope')).toBe(false);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode(undefined)).toBe(false);
  });
});
