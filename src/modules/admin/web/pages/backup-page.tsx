import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import Download from 'lucide-react/icons/download';
import { toast } from 'sonner';
import { Badge } from '../../../../web/components/data/badge';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { errorText } from '../../../../web/components/data/error-text';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Card } from '../../../../web/components/ui/card';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useFormatter, type Formatter } from '../../../../web/lib/format';
import { useBackups, useDownloadBackup, useTakeBackup, type Backup } from '../api/backups';
import { useBackupT } from '../i18n';

const STATUS_TONE = { running: 'info', done: 'success', failed: 'danger' } as const;

function size(bytes: number, fmt: Formatter): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? fmt.number(mb, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }) : fmt.number(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
}

/** /backup (super admin): the platform's backups, taking one now, and what each one's check found. */
export function BackupPage() {
  const { t } = useBackupT();
  const backups = useBackups();
  const take = useTakeBackup();
  const running = backups.data?.items.some((b) => b.status === 'running') ?? false;
  const start = () =>
    take.mutate(undefined, {
      onSuccess: () => void toast.success(t('queued')),
      onError: (e) => void toast.error(errorText(e, t('failedToStart'), t('failedToStart'))),
    });

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        subtitle={t('subtitle')}
        actions={
          <Button onClick={start} disabled={take.isPending || running}>
            <DatabaseBackup aria-hidden="true" />
            {t('takeNow')}
          </Button>
        }
      />
      {backups.data ? (
        <Card className="flex flex-col gap-2 p-4 text-sm sm:p-5">
          <p>{backups.data.dailyAt ? t('schedule', { at: backups.data.dailyAt, keep: backups.data.keep }) : t('scheduleOff', { keep: backups.data.keep })}</p>
          <p className="text-muted-foreground">{t('sealedHint')}</p>
          <code dir="ltr" className="w-fit max-w-full overflow-x-auto rounded bg-muted px-2 py-1 text-start text-xs whitespace-nowrap">
            {t('restoreCommand')}
          </code>
        </Card>
      ) : null}
      {backups.isError && !backups.data ? (
        <LoadError error={backups.error} onRetry={() => void backups.refetch()} />
      ) : !backups.data ? (
        <SkeletonRows />
      ) : !backups.data.items.length ? (
        <EmptyState icon={DatabaseBackup} title={t('empty')} body={t('emptyBody')} />
      ) : (
        <Card className="p-2 sm:p-3">
          <ul className="divide-y divide-border" aria-label={t('listLabel')}>
            {backups.data.items.map((b) => (
              <BackupEntry key={b.id} backup={b} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

function BackupEntry({ backup: b }: { backup: Backup }) {
  const { t } = useBackupT();
  const fmt = useFormatter();
  const download = useDownloadBackup();
  return (
    <li className="flex flex-col gap-2 p-3" data-testid="backup-entry">
      <div className="flex flex-wrap items-center gap-2">
        <span className="num font-medium">{fmt.dateTime(b.createdAt)}</span>
        <Badge tone="muted">{t(`trigger.${b.trigger}`)}</Badge>
        <Badge tone={STATUS_TONE[b.status]} testId="backup-status">
          {t(`status.${b.status}`)}
        </Badge>
        <span className="text-xs text-muted-foreground">{t(`engine.${b.engine}`)}</span>
        {b.status === 'done' ? (
          <Button
            variant="outline"
            size="sm"
            className="ms-auto"
            disabled={download.isPending}
            onClick={() => download.mutate(b, { onError: (e) => void toast.error(errorText(e, t('downloadFailed'), t('downloadFailed'))) })}
          >
            <Download aria-hidden="true" />
            {t('download')}
          </Button>
        ) : null}
      </div>
      {b.status === 'done' ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:[&>dt]:text-muted-foreground">
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t('size')}</dt>
            <dd className="num">{b.sizeBytes === null ? '—' : size(b.sizeBytes, fmt)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t('duration')}</dt>
            <dd className="num">{b.durationMs === null ? '—' : t('seconds', { n: fmt.number(b.durationMs / 1000, { maximumFractionDigits: 1 }) })}</dd>
          </div>
          <div className="flex gap-2 sm:col-span-2">
            <dd className="num">{t('contents', { tables: fmt.number(b.tables ?? 0), rows: fmt.number(b.rows ?? 0), companies: fmt.number(b.companies ?? 0) })}</dd>
          </div>
          <div className="flex min-w-0 gap-2 sm:col-span-2">
            <dt className="shrink-0 text-muted-foreground">{t('checksum')}</dt>
            <dd dir="ltr" className="min-w-0 truncate font-mono text-xs leading-5" title={b.sha256 ?? ''}>
              {b.sha256}
            </dd>
          </div>
        </dl>
      ) : null}
      <Verification backup={b} />
      {b.status === 'failed' && b.error ? <p className="text-sm break-words text-destructive">{t('error', { error: b.error })}</p> : null}
    </li>
  );
}

function Verification({ backup: b }: { backup: Backup }) {
  const { t } = useBackupT();
  if (b.status === 'running' || (b.status === 'done' && !b.verification)) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner className="size-4" />
        {t('verifying')}
      </p>
    );
  }
  if (!b.verification) return null;
  if (b.verification.ok) {
    return (
      <p className="flex items-start gap-2 text-sm text-success" data-testid="backup-verified">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('verified')}
      </p>
    );
  }
  return (
    <div className="flex items-start gap-2 text-sm text-destructive" data-testid="backup-mismatch">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p>{t('verifyFailed')}</p>
        <ul className="list-disc ps-5" dir="auto">
          {b.verification.mismatches.slice(0, 10).map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
