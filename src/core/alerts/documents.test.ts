import { describe, expect, it } from 'vitest';
import {
  daysUntilExpiry,
  DOCUMENT_EXPIRED_LOOKBACK_DAYS,
  DOCUMENT_EXPIRY_AHEAD_DAYS,
  documentAlertType,
  documentExpiryWindow,
  documentSeverity,
  inDocumentExpiryWindow,
} from './documents';

describe('document expiry window', () => {
  it('counts days from today to the expiry date, across months and leap days', () => {
    expect(daysUntilExpiry('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntilExpiry('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysUntilExpiry('2026-11-20', '2026-11-26')).toBe(-6);
  });

  it('alerts from 30 days ahead to 90 days past, both ends included', () => {
    expect([DOCUMENT_EXPIRY_AHEAD_DAYS, DOCUMENT_EXPIRED_LOOKBACK_DAYS]).toEqual([30, 90]);
    expect(inDocumentExpiryWindow(31)).toBe(false);
    expect(inDocumentExpiryWindow(30)).toBe(true);
    expect(inDocumentExpiryWindow(0)).toBe(true);
    expect(inDocumentExpiryWindow(-90)).toBe(true);
    expect(inDocumentExpiryWindow(-91)).toBe(false);
    expect(documentExpiryWindow('2026-03-01')).toEqual({ from: '2025-12-01', to: '2026-03-31' });
  });
});

describe('document alert type and severity', () => {
  it('is expiring through the expiry day and expired from the day after', () => {
    expect(documentAlertType(1)).toBe('expiring');
    expect(documentAlertType(0)).toBe('expiring');
    expect(documentAlertType(-1)).toBe('expired');
  });

  it('is high when expired, today or within 7 days, medium up to 30', () => {
    expect(documentSeverity(-90)).toBe('high');
    expect(documentSeverity(-1)).toBe('high');
    expect(documentSeverity(0)).toBe('high');
    expect(documentSeverity(7)).toBe('high');
    expect(documentSeverity(8)).toBe('medium');
    expect(documentSeverity(30)).toBe('medium');
  });
});
