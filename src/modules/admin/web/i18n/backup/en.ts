import type { Catalogue } from '../../../../../web/lib/module-i18n';
import type { BackupTexts } from './ar';

const en: Catalogue<BackupTexts> = {
  subtitle: 'Whole copies of the database and the stored files, encrypted, each checked by restoring it into a scratch database and comparing its figures',
  takeNow: 'Back up now',
  queued: 'The backup has started',
  failedToStart: 'The backup could not start',
  schedule: 'A backup is taken daily at {{at}} (UTC); the newest {{keep}} are kept.',
  scheduleOff: 'Daily backups are off on this server (BACKUP_AT=off); the newest {{keep}} are kept.',
  sealedHint: 'The file is sealed with the platform’s key (AES-256-GCM) and opens only with it. To restore into a new database:',
  restoreCommand: 'npm run restore -- <backup-file> <new-directory | postgres://…/empty-database>',
  empty: 'No backups yet',
  emptyBody: 'Take the first one now, or wait for the daily one.',
  listLabel: 'Backups',
  trigger: { manual: 'Manual', scheduled: 'Daily' },
  status: { running: 'Running', done: 'Done', failed: 'Failed' },
  engine: { pglite: 'Embedded database', postgres: 'PostgreSQL' },
  size: 'Size',
  duration: 'Duration',
  seconds: '{{n}} s',
  checksum: 'SHA-256',
  contents: 'Tables: {{tables}} · Rows: {{rows}} · Companies: {{companies}}',
  verified: 'Verified: restored into a scratch database; row counts and every company’s money checksum match',
  verifying: 'Checking by a restore…',
  verifyFailed: 'The restore did not match the backup:',
  download: 'Download',
  downloadFailed: 'The backup could not be downloaded',
  error: 'Error: {{error}}',
};
export default en;
