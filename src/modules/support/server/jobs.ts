// Support's deferred work on the job runner: the platform team's notice of a new ticket or a
// customer reply, queued in the company's transaction and mailed from a platform transaction.
import type { JobRunner } from '../../../server/jobs';
import { NOTIFY_PLATFORM_JOB, notifyPlatform, type NotifyPlatformPayload } from './notify';

export function supportJobs(jobs: JobRunner) {
  jobs.handle<NotifyPlatformPayload>(NOTIFY_PLATFORM_JOB, ({ db, payload }) => db.transaction((tx) => notifyPlatform(tx, payload)));
}
