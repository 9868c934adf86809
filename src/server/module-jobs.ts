// The job handlers of business modules: one line per module that queues deferred work or runs
// periodic jobs (each module's server/jobs.ts registers them on the one runner).
import type { JobRunner } from './jobs/runner';
import { supportJobs } from '../modules/support/server/jobs';
import { leaseJobs } from '../modules/property-contracts/server/jobs';
import { maintenanceJobs } from '../modules/maintenance/server/jobs';
import { alertsJobs } from '../modules/alerts/server/jobs';
import { payrollJobs } from '../modules/payroll/server/jobs';

export const MODULE_JOBS: ReadonlyArray<(jobs: JobRunner) => void> = [supportJobs, leaseJobs, maintenanceJobs, alertsJobs, payrollJobs];
