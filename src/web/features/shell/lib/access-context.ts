import type { AccessContext } from '../../../../core/modules';
import type { Me } from '../../auth/api/types';

/** The guard's view of the signed-in user (GET /api/me), plus the plan features fetched so far. */
export function accessContextOf(me: Me | null | undefined, features?: Readonly<Record<string, boolean>>): AccessContext {
  if (!me) return { signedIn: false, roles: [], permissions: [], accountOk: false };
  return { signedIn: true, roles: me.roles, permissions: me.permissions, accountOk: me.access.ok, features };
}
