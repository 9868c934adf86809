// Contract lifecycle moves, the renting rule for customers, and overdue days (spec §9).
import { describe, expect, it } from 'vitest';
import { customerMayRent, effectiveQuotationStatus, nextContractStatus } from './lifecycle';
import { overdueDays, rentalEnd } from './periods';

describe('contract lifecycle', () => {
  it('moves draft → active → returned → closed and refuses skipping steps', () => {
    expect(nextContractStatus('draft', 'handover')).toBe('active');
    expect(nextContractStatus('active', 'return')).toBe('returned');
    expect(nextContractStatus('returned', 'close')).toBe('closed');
    expect(nextContractStatus('draft', 'close')).toBeNull();
    expect(nextContractStatus('active', 'cancel')).toBeNull();
    expect(nextContractStatus('suspended', 'resume')).toBe('active');
  });
});

describe('who may rent', () => {
  it('refuses a blacklisted customer and a licence ending before the return date', () => {
    expect(customerMayRent({ isBlacklisted: true, licenseExpiry: '2030-01-01' }, '2026-12-01')).toEqual({ ok: false, reason: 'customer_blacklisted' });
    expect(customerMayRent({ isBlacklisted: false, licenseExpiry: '2026-11-30' }, '2026-12-01')).toEqual({ ok: false, reason: 'licence_expires_before_return' });
    expect(customerMayRent({ isBlacklisted: false, licenseExpiry: null }, '2026-12-01')).toEqual({ ok: false, reason: 'licence_missing' });
    expect(customerMayRent({ isBlacklisted: false, licenseExpiry: '2026-12-01' }, '2026-12-01')).toEqual({ ok: true });
  });
});

describe('dates', () => {
  it('counts overdue days only for pending amounts dated before today', () => {
    expect(overdueDays('pending', '2026-11-10', '2026-11-21')).toBe(11);
    expect(overdueDays('pending', '2026-11-21', '2026-11-21')).toBe(0);
    expect(overdueDays('paid', '2026-01-01', '2026-11-21')).toBe(0);
  });

  it('ends rentals by unit, keeping the hour', () => {
    const s = new Date('2026-11-01T10:00:00Z');
    expect(rentalEnd(s, 'day', 3).toISOString()).toBe('2026-11-04T10:00:00.000Z');
    expect(rentalEnd(s, 'week', 2).toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(rentalEnd(s, 'month', 1).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('reads a sent quotation past its validity as expired', () => {
    expect(effectiveQuotationStatus('sent', '2026-11-20', '2026-11-21')).toBe('expired');
    expect(effectiveQuotationStatus('approved', '2026-11-20', '2026-11-21')).toBe('approved');
  });
});
