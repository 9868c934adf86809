// The backup jobs on the one runner: a backup asked for on /backup ('admin.backup', queued with
// its row), and the daily one at BACKUP_AT (UTC). Neither is retried: a failed backup stays
// listed as failed with its error, and the next one is a new backup.
import type { DbHandle } from '../../../../server/db/client';
import type { JobRunner } from '../../../../server/jobs';
import { runBackup, startBackup, type BackupSettings } from './service';

export const BACKUP_JOB = 'admin.backup';

export function registerBackupJobs(runner: JobRunner, handle: DbHandle, settings: BackupSettings, dailyAt: string | null) {
  const clock = () => new Date();
  runner.handle<{ id: string }>(BACKUP_JOB, async ({ payload, logger }) => runBackup(handle, settings, payload.id, clock, logger));
  if (dailyAt) {
    runner.every(
      'admin.backup.daily',
      { daily: dailyAt, timeZone: 'UTC' },
      async ({ logger }) => {
        const id = await startBackup(handle.db, 'scheduled', handle.kind, null).catch((err: unknown) => {
          logger.warn({ err }, 'daily backup not started (another is running, or the database refused)');
          return null;
        });
        if (id) await runBackup(handle, settings, id, clock, logger);
      },
      { maxAttempts: 1 },
    );
  }
}
