// The mapping keys a company has no account for: an event that needs one is refused (409) until
// it is set on /finance/account-mappings.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { ACCOUNT_MAPPINGS, type MappingKey } from '../../../../core/finance';
import { accountMappings } from './tables';

export async function missingMappingKeys(tx: Tx, companyId: string): Promise<MappingKey[]> {
  const rows = await tx.select({ key: accountMappings.key }).from(accountMappings).where(eq(accountMappings.companyId, companyId));
  const mapped = new Set(rows.map((r) => r.key));
  return ACCOUNT_MAPPINGS.filter((m) => !mapped.has(m.key)).map((m) => m.key);
}
