import { describe, expect, it } from 'vitest';
import { clockFailureMessage, distanceMetres, formatDistance, geolocationMessage, isValidCoordinate, localDate, workingDaysBetween } from '.';

describe('distanceMetres', () => {
  it('is zero at the same point and about 111 km per degree of latitude', () => {
    const office = { latitude: 29.3759, longitude: 47.9774 }; // Kuwait City
    expect(distanceMetres(office, office)).toBe(0);
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111195);
  });

  it('measures a short walk in Doha to the metre', () => {
    // 0.001° of latitude ≈ 111 m.
    expect(distanceMetres({ latitude: 25.2854, longitude: 51.531 }, { latitude: 25.2864, longitude: 51.531 })).toBe(111);
  });
});

describe('isValidCoordinate', () => {
  it('accepts real coordinates and refuses out-of-range or non-numbers', () => {
    expect(isValidCoordinate({ latitude: 29.37, longitude: 47.97 })).toBe(true);
    expect(isValidCoordinate({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isValidCoordinate({ latitude: 0, longitude: -181 })).toBe(false);
    expect(isValidCoordinate({ latitude: '29', longitude: 47 })).toBe(false);
    expect(isValidCoordinate({ latitude: Number.NaN, longitude: 47 })).toBe(false);
  });
});

describe('localDate', () => {
  it('gives the date in the company time zone, not UTC', () => {
    const lateUtc = new Date('2026-11-21T22:30:00Z'); // 01:30 on the 22nd in Kuwait (UTC+3)
    expect(localDate(lateUtc, 'Asia/Kuwait')).toBe('2026-11-22');
    expect(localDate(lateUtc, 'UTC')).toBe('2026-11-21');
  });
});

describe('clockFailureMessage follows the order of spec §8', () => {
  it('1. a plain server error string wins over everything', () => {
    expect(clockFailureMessage({ error: 'الموظف غير موجود', needsConfiguration: true, distance: 10, allowedRadius: 5, errorCode: 'DATABASE_ERROR' }, 'ar')).toBe('الموظف غير موجود');
  });

  it('1b. our API error object is read too', () => {
    expect(clockFailureMessage({ error: { code: 'forbidden', message: 'ليس لديك صلاحية لتسجيل الحضور' } }, 'ar')).toBe('ليس لديك صلاحية لتسجيل الحضور');
  });

  it('2. then a missing office location', () => {
    expect(clockFailureMessage({ needsConfiguration: true, distance: 10, allowedRadius: 5 }, 'ar')).toBe('لم يتم إعداد موقع المكتب، يرجى التواصل مع المسؤول');
  });

  it('3. then the distance in metres, or km over 1000 m, with the radius', () => {
    expect(clockFailureMessage({ distance: 350, allowedRadius: 100, errorCode: 'LOCATION_OUT_OF_RANGE' }, 'ar')).toBe(
      'أنت على بعد 350 متر من المكتب، والنطاق المسموح 100 متر. اقترب من المكتب أو تواصل مع المسؤول',
    );
    expect(clockFailureMessage({ distance: 2450, allowedRadius: 200 }, 'en')).toBe(
      'You are 2.5 km from the office; the allowed radius is 200 metres. Move closer or contact the admin',
    );
  });

  it('4. then the error code, unknown codes as an unexpected error', () => {
    expect(clockFailureMessage({ errorCode: 'ALREADY_CLOCKED_IN' }, 'ar')).toBe('تم تسجيل الحضور مسبقاً اليوم');
    expect(clockFailureMessage({ errorCode: 'SOMETHING_NEW' }, 'ar')).toBe('حدث خطأ غير متوقع');
  });

  it('5. then the message field, else the default out-of-area text', () => {
    expect(clockFailureMessage({ message: 'رسالة الخادم' }, 'ar')).toBe('رسالة الخادم');
    expect(clockFailureMessage({}, 'ar')).toBe('أنت خارج نطاق العمل المسموح');
  });
});

describe('formatDistance and geolocation texts', () => {
  it('switches to km only over 1000 m', () => {
    expect(formatDistance(1000, 'ar')).toBe('1000 متر');
    expect(formatDistance(1001, 'ar')).toBe('1.0 كم');
  });

  it('has the spec time-out text', () => {
    expect(geolocationMessage('timeout', 'ar')).toBe('انتهت مهلة تحديد الموقع');
  });
});

describe('workingDaysBetween', () => {
  const gulf = [7, 1, 2, 3, 4]; // Sunday to Thursday
  it('skips the Friday–Saturday weekend', () => {
    // 2026-11-19 is a Thursday, 2026-11-22 a Sunday.
    expect(workingDaysBetween('2026-11-19', '2026-11-22', gulf)).toBe(2);
    expect(workingDaysBetween('2026-11-22', '2026-11-26', gulf)).toBe(5);
  });
  it('is 0 for a reversed range and 1 for a single working day', () => {
    expect(workingDaysBetween('2026-11-26', '2026-11-22', gulf)).toBe(0);
    expect(workingDaysBetween('2026-11-23', '2026-11-23', gulf)).toBe(1);
  });
});
