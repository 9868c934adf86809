// The document-expiry run on the job runner (decision 026), as the vehicle-alerts job does it:
// every hour, so each company's day begins in its own time zone (companyContext's `today`), once
// across all server processes; the unique index and the unchanged-row guard make a rerun a no-op.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/client';
import { companyContext } from '../../../server/http/fields';
import type { JobRunner } from '../../../server/jobs';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { runDocumentExpiry } from './document-expiry';

export const DOCUMENT_EXPIRY_JOB = 'alerts.document_expiry';

export function alertsJobs(jobs: JobRunner) {
  jobs.every(DOCUMENT_EXPIRY_JOB, { everyMinutes: 60 }, async ({ db, logger, now }) => {
    // The platform path: the companies that have anything that can expire (one query for all).
    const companies = await queryRows<{ id: string }>(
      db,
      sql`select company_id as id from vehicles union select company_id from customers union select company_id from leases union select company_id from document_expiry_alerts where not is_acknowledged`,
    );
    for (const { id } of companies) {
      const result = await withTenant(db, { companyId: id, userId: null }, async (tx) => {
        const { today } = await companyContext(tx, now);
        return runDocumentExpiry(tx, { companyId: id, today, now });
      });
      if (result.written || result.closed) logger.info({ companyId: id, ...result }, 'document expiry alerts');
    }
  });
}
