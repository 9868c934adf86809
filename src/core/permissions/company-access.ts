/**
 * Company-access rule of spec §5 and §8. Row-level security is the real boundary; this check
 * runs first so a mismatched id gets a clear error instead of an empty result.
 */

export type CompanyAccessActor = {
  /** True for platform users (super_admin), who may act on any company. */
  isSystemUser: boolean;
  userCompanyId: string | null;
};

export type CompanyAccessDenial = 'company_required' | 'company_mismatch';

export type CompanyAccessResult = { ok: true } | { ok: false; code: CompanyAccessDenial };

export function assertCompanyAccess(
  actor: CompanyAccessActor,
  requestedCompanyId: string | null | undefined,
): CompanyAccessResult {
  const requested = requestedCompanyId?.trim() ?? '';
  if (requested === '') return { ok: false, code: 'company_required' };
  if (actor.isSystemUser) return { ok: true };
  // A user with no company association can reach no company at all.
  if (!actor.userCompanyId || actor.userCompanyId !== requested) {
    return { ok: false, code: 'company_mismatch' };
  }
  return { ok: true };
}
