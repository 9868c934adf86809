import { describe, expect, it } from 'vitest';
import { depositAge, depositHeld } from './deposits';

describe('security deposits', () => {
  it('holds the amount less what was applied, until settled or carried over', () => {
    expect(depositHeld({ status: 'held', amount: '150.000', applied: '0', refunded: '0' })).toBe('150.000');
    expect(depositHeld({ status: 'held', amount: '150.000', applied: '40.500', refunded: '0' })).toBe('109.500');
    expect(depositHeld({ status: 'settled', amount: '150.000', applied: '40.500', refunded: '109.500' })).toBe('0');
    expect(depositHeld({ status: 'carried_over', amount: '500', applied: '0', refunded: '0' })).toBe('0');
  });

  it('ages a deposit by the days it has been held, in bands', () => {
    expect(depositAge('2026-01-01', '2026-01-01')).toEqual({ days: 0, band: '0_90' });
    expect(depositAge('2026-01-01', '2026-04-01')).toEqual({ days: 90, band: '0_90' });
    expect(depositAge('2026-01-01', '2026-04-02')).toEqual({ days: 91, band: '91_180' });
    expect(depositAge('2025-01-01', '2026-01-02')).toEqual({ days: 366, band: '365_plus' });
  });
});
