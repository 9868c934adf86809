import { describe, expect, it } from 'vitest';
import { INSTALL_DELAY_MS, shouldShowInstallBanner, type InstallState } from './install-prompt';

const offered: InstallState = { offeredAt: 1_000, dismissed: false, installed: false, standalone: false };

describe('install banner (spec §4)', () => {
  it('is hidden until the browser offers installation', () => {
    expect(shouldShowInstallBanner({ ...offered, offeredAt: null }, 1_000_000)).toBe(false);
  });

  it('shows 3 s after the offer', () => {
    expect(INSTALL_DELAY_MS).toBe(3000);
    expect(shouldShowInstallBanner(offered, 3_999)).toBe(false);
    expect(shouldShowInstallBanner(offered, 4_000)).toBe(true);
  });

  it('stays hidden once dismissed this session, installed, or when running standalone', () => {
    expect(shouldShowInstallBanner({ ...offered, dismissed: true }, 10_000)).toBe(false);
    expect(shouldShowInstallBanner({ ...offered, installed: true }, 10_000)).toBe(false);
    expect(shouldShowInstallBanner({ ...offered, standalone: true }, 10_000)).toBe(false);
  });
});
