// A new company's first steps on its dashboard (decision 027): each item ticks itself from the
// company's data (server), links to where it is done, and the whole can be hidden by an admin.
import ChevronLeft from 'lucide-react/icons/chevron-left';
import Circle from 'lucide-react/icons/circle';
import CircleCheck from 'lucide-react/icons/circle-check';
import X from 'lucide-react/icons/x';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useShell } from '../../../../web/features/shell/components/shell-context';
import { Button } from '../../../../web/components/ui/button';
import { Card } from '../../../../web/components/ui/card';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useFormatter } from '../../../../web/lib/format';
import { useDismissSetupChecklist } from '../api/dismiss-setup-checklist';
import type { SetupChecklist as Checklist } from '../api/get-setup-checklist';
import { useSetupT } from '../i18n/setup-checklist';

export function SetupChecklist({ checklist }: { checklist: Checklist }) {
  const { t } = useSetupT();
  const { base } = useShell();
  const f = useFormatter();
  const dismiss = useDismissSetupChecklist();
  const done = checklist.items.filter((item) => item.done).length;
  const total = checklist.items.length;

  return (
    <Card className="overflow-hidden" data-testid="setup-checklist" aria-labelledby="setup-checklist-title">
      <div className="flex flex-col gap-3 border-b border-border bg-primary-soft/60 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id="setup-checklist-title" className="text-lg leading-tight font-bold">
              {t('title')}
            </h2>
            <p className="text-sm text-muted-foreground" data-testid="setup-progress">
              {t('progress', { done: f.number(done), total: f.number(total) })}
            </p>
          </div>
          <Button variant="ghost" size="sm" className="shrink-0" aria-label={t('dismissLabel')} disabled={dismiss.isPending} onClick={() => dismiss.mutate()}>
            {dismiss.isPending ? <Spinner /> : <X aria-hidden="true" />}
            <span className="hidden sm:inline">{t('dismiss')}</span>
          </Button>
        </div>
        <div className="h-2 overflow-hidden rounded-full bg-primary/15" role="progressbar" aria-valuenow={done} aria-valuemin={0} aria-valuemax={total} aria-labelledby="setup-checklist-title">
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
        </div>
        {dismiss.isError ? <p className="text-sm text-destructive" role="alert">{t('dismissFailed')}</p> : null}
      </div>
      <ol className="divide-y divide-border">
        {checklist.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 px-5 py-4 sm:px-6" data-testid={`setup-item-${item.id}`} data-done={item.done}>
            {item.done ? (
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            ) : (
              <Circle aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className={item.done ? 'text-sm font-medium text-muted-foreground' : 'text-sm font-semibold'}>{t(`items.${item.id}.title`)}</p>
              {item.done ? null : <p className="text-xs text-muted-foreground">{t(`items.${item.id}.body`)}</p>}
            </div>
            {item.done ? (
              <span className="shrink-0 rounded-full bg-success-soft px-2.5 py-1 text-xs font-semibold text-success">{t('done')}</span>
            ) : (
              <Button asChild variant="outline" size="sm" className="shrink-0">
                <Link to={withBase(base, item.href)} aria-label={`${t('start')}: ${t(`items.${item.id}.title`)}`}>
                  {t('start')}
                  <ChevronLeft aria-hidden="true" className="ltr:rotate-180" />
                </Link>
              </Button>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
