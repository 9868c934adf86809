// The vehicle-alerts run on the job runner: every hour (each company's day starts in a different
// hour of UTC), once across all server processes; the unique index makes a rerun write nothing.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/client';
import { companyContext } from '../../../server/http/fields';
import type { JobRunner } from '../../../server/jobs';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { runVehicleAlerts } from './alerts';

export const VEHICLE_ALERTS_JOB = 'fleet.vehicle_alerts';

export function maintenanceJobs(jobs: JobRunner) {
  jobs.every(VEHICLE_ALERTS_JOB, { everyMinutes: 60 }, async ({ db, logger, now }) => {
    // The platform path: which companies have vehicles at all (one query, not one per company).
    const companies = await queryRows<{ id: string }>(db, sql`select distinct company_id as id from vehicles`);
    for (const { id } of companies) {
      const written = await withTenant(db, { companyId: id, userId: null }, async (tx) => {
        const { today, timezone } = await companyContext(tx, now);
        return runVehicleAlerts(tx, { companyId: id, today, timezone });
      });
      if (written) logger.info({ companyId: id, written }, 'vehicle alerts');
    }
  });
}
