// The lease run on the job runner: every hour (each company's midnight falls in a different hour
// of UTC, and a run with nothing due costs a few queries), once across all server processes.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/client';
import { companyContext } from '../../../server/http/fields';
import type { JobRunner } from '../../../server/jobs';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { runLeaseDay } from './daily';

export const LEASE_DAY_JOB = 'leases.day';

export function leaseJobs(jobs: JobRunner) {
  jobs.every(LEASE_DAY_JOB, { everyMinutes: 60 }, async ({ db, logger, now }) => {
    // The platform path: which companies have leases at all (one query, not one per company).
    const companies = await queryRows<{ id: string }>(db, sql`select distinct company_id as id from leases where status <> 'draft'`);
    for (const { id } of companies) {
      const result = await withTenant(db, { companyId: id, userId: null }, async (tx) => {
        const { today, currency } = await companyContext(tx, now);
        return runLeaseDay(tx, { companyId: id, userId: null, today, currency });
      });
      if (result.billed || result.lateFees || result.expired || result.renewed || result.settlements) logger.info({ companyId: id, ...result }, 'lease run');
    }
  });
}
