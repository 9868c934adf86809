// DECISIONS 10: the property alerts a user dismissed, remembered per user by the alert's key.
// Another user's rows are out of reach twice: by the query and by the own-rows policy.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { alertDismissals } from './tables';

/** Which of `keys` this user has dismissed. */
export async function dismissedKeys(tx: Tx, userId: string, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await tx
    .select({ key: alertDismissals.alertKey })
    .from(alertDismissals)
    .where(and(eq(alertDismissals.userId, userId), inArray(alertDismissals.alertKey, [...keys])));
  return new Set(rows.map((r) => r.key));
}

/** Remembers the dismissal (a second dismissal of the same alert keeps the first time). */
export async function rememberDismissal(tx: Tx, companyId: string, userId: string, key: string, now: Date) {
  await tx.insert(alertDismissals).values({ companyId, userId, alertKey: key, dismissedAt: now }).onConflictDoNothing({ target: [alertDismissals.userId, alertDismissals.alertKey] });
  const [row] = await tx
    .select({ key: alertDismissals.alertKey, dismissedAt: alertDismissals.dismissedAt })
    .from(alertDismissals)
    .where(and(eq(alertDismissals.userId, userId), eq(alertDismissals.alertKey, key)));
  return { key: row!.key, dismissedAt: row!.dismissedAt.toISOString() };
}
