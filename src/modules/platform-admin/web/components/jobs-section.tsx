import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../../web/components/data/badge';
import { LoadError } from '../../../../web/components/data/load-error';
import { Section } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { apiErrorMessage } from '../../../../web/features/auth/lib/auth-error-message';
import { useFormatter } from '../../../../web/lib/format';
import { useJobs, useRetryJob, type JobRow } from '../api/overview';
import { usePlatformT } from '../i18n';

const TONE = { pending: 'info', retrying: 'warning', running: 'info', done: 'success', failed: 'danger' } as const;

/** Issue 17: the job queue for the operator — what fails or retries, its last error, and "run again". */
export function JobsSection() {
  const { t, language } = usePlatformT();
  const fmt = useFormatter();
  const [view, setView] = useState<'problems' | 'all'>('problems');
  const jobs = useJobs(view);
  const retry = useRetryJob();
  const counts = jobs.data?.counts;
  const company = (job: JobRow) => (language === 'ar' ? job.companyNameAr || job.companyName : job.companyName || job.companyNameAr) ?? t('settings.jobPlatform');
  const run = (job: JobRow) =>
    retry.mutate(job.id, {
      onSuccess: () => void toast.success(t('settings.jobRetried')),
      onError: (error) => void toast.error(apiErrorMessage(error, t('settings.jobRetryFailed'), t)),
    });

  return (
    <Section title={t('settings.jobs')}>
      <div className="flex flex-col gap-3 text-sm" data-testid="platform-jobs">
        <p className="text-muted-foreground">{t('settings.jobsHint')}</p>
        {counts ? (
          <p className="num" role="status">
            {t('settings.jobsCounts', { waiting: counts.waiting, retrying: counts.retrying, running: counts.running, failed: counts.failed, done: counts.doneLastDay })}
          </p>
        ) : null}
        <Button type="button" variant="link" className="h-auto w-fit p-0" onClick={() => setView(view === 'problems' ? 'all' : 'problems')}>
          {view === 'problems' ? t('settings.jobsAll') : t('settings.jobsProblems')}
        </Button>
        {jobs.isError ? <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} /> : null}
        {jobs.isPending ? <SkeletonRows /> : null}
        {jobs.data && jobs.data.items.length === 0 ? <p className="text-muted-foreground">{t('settings.jobsEmpty')}</p> : null}
        {jobs.data?.items.length ? (
          <ul className="flex flex-col divide-y rounded-md border">
            {jobs.data.items.map((job) => (
              <li key={job.id} className="flex flex-col gap-1.5 p-3" data-testid="platform-job">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium" dir="ltr">
                    {job.kind}
                  </span>
                  <Badge tone={TONE[job.status]}>{t(`settings.jobStatus.${job.status}`)}</Badge>
                  <span className="text-muted-foreground">{company(job)}</span>
                  <span className="num ms-auto text-xs text-muted-foreground">{fmt.dateTime(job.createdAt)}</span>
                </div>
                {job.attempts > 0 ? <p className="num text-xs text-muted-foreground">{t('settings.jobAttempts', { count: job.attempts, max: job.maxAttempts })}</p> : null}
                {job.lastError && job.status !== 'done' ? <p className="text-xs text-destructive">{t('settings.jobError', { error: job.lastError })}</p> : null}
                {job.status === 'failed' ? (
                  <Button type="button" size="sm" variant="secondary" className="w-fit" onClick={() => run(job)} disabled={retry.isPending}>
                    {t('settings.jobRetry')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}
