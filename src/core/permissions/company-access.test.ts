import { describe, expect, it } from 'vitest';
import { assertCompanyAccess } from './company-access';

const member = { isSystemUser: false, userCompanyId: 'company-a' };
const platform = { isSystemUser: true, userCompanyId: null };

describe('assertCompanyAccess', () => {
  it('requires a company id, for everyone', () => {
    for (const requested of ['', '   ', null, undefined]) {
      expect(assertCompanyAccess(member, requested)).toEqual({ ok: false, code: 'company_required' });
      expect(assertCompanyAccess(platform, requested)).toEqual({ ok: false, code: 'company_required' });
    }
  });

  it('lets a user reach their own company', () => {
    expect(assertCompanyAccess(member, 'company-a')).toEqual({ ok: true });
  });

  it('refuses another company to a non-system user', () => {
    expect(assertCompanyAccess(member, 'company-b')).toEqual({ ok: false, code: 'company_mismatch' });
  });

  it('refuses every company to a user with no company', () => {
    const orphan = { isSystemUser: false, userCompanyId: null };
    expect(assertCompanyAccess(orphan, 'company-a')).toEqual({ ok: false, code: 'company_mismatch' });
    const blank = { isSystemUser: false, userCompanyId: '' };
    expect(assertCompanyAccess(blank, 'company-a')).toEqual({ ok: false, code: 'company_mismatch' });
  });

  it('lets a system user reach any company', () => {
    expect(assertCompanyAccess(platform, 'company-a')).toEqual({ ok: true });
    expect(assertCompanyAccess({ isSystemUser: true, userCompanyId: 'company-a' }, 'company-z')).toEqual({
      ok: true,
    });
  });
});
