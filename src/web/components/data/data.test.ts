import { describe, expect, it } from 'vitest';
import { addDays, isoToLocal, localToIso, todayIn, zoneOffset } from './company';
import { errorText, fieldErrors } from './error-text';
import { amountOf, integerOf, ltr, normaliseNumber } from './numbers';
import { ApiError } from '../../lib/api';

describe('the company clock', () => {
  it('reads a typed local time in the company zone, whatever the viewer’s zone', () => {
    expect(zoneOffset('Asia/Kuwait')).toBe('+03:00');
    expect(localToIso('2026-12-01T09:00', 'Asia/Kuwait')).toBe('2026-12-01T09:00:00+03:00');
    expect(localToIso('2026-12-01T09:00', 'Asia/Dubai')).toBe('2026-12-01T09:00:00+04:00');
    expect(isoToLocal('2026-12-01T06:00:00Z', 'Asia/Kuwait')).toBe('2026-12-01T09:00');
  });

  it('knows the company’s today and moves whole days', () => {
    expect(todayIn('Asia/Kuwait', new Date('2026-11-30T22:30:00Z'))).toBe('2026-12-01');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('typed numbers', () => {
  it('accepts Arabic-Indic digits, separators and the Arabic decimal mark', () => {
    expect(normaliseNumber('١٬٢٥٠٫٥')).toBe('1250.5');
    expect(amountOf('1,250.500')).toBe('1250.500');
    expect(amountOf('')).toBe('');
    expect(amountOf('12a')).toBeNull();
    expect(integerOf('٣')).toBe(3);
    expect(integerOf('3.5')).toBeNull();
  });

  it('isolates a plate so the Arabic text around it does not reorder it', () => {
    expect(ltr('10 12345')).toBe('\u206610 12345\u2069');
    expect(ltr(null)).toBe('');
  });
});

describe('errors', () => {
  it('prefers the server’s translated message for client errors', () => {
    const booked = new ApiError(409, 'vehicle_double_booked', 'المركبة محجوزة في هذه الفترة بالعقد CON-00012');
    expect(errorText(booked, 'fallback', 'network')).toBe('المركبة محجوزة في هذه الفترة بالعقد CON-00012');
    expect(errorText(new ApiError(500, 'internal', 'boom'), 'fallback', 'network')).toBe('fallback');
    expect(errorText(new ApiError(0, 'network_error', 'x'), 'fallback', 'network')).toBe('network');
    expect(fieldErrors(new ApiError(400, 'validation_failed', 'x', { civilId: 'مكرر' }))).toEqual({ civilId: 'مكرر' });
  });
});
