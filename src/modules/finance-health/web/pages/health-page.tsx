import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useState } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Card } from '../../../../web/components/ui/card';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useFinanceHealth, type HealthCheck } from '../api/health';
import { useHealthT } from '../i18n';

const DRAFT_DAYS = [7, 14, 30, 90] as const;
/** A long list (every unset mapping of a new chart) shows its first items; the link opens the rest. */
const SHOWN = 8;

/** /finance/settings/financial-system-analysis: each check, sound or with what to fix and where. */
export function FinanceHealthPage() {
  const { t, language } = useHealthT();
  const co = useCompany();
  const [draftDays, setDraftDays] = useState<number>(7);
  const query = useFinanceHealth(draftDays);
  const data = query.data;
  const text = (b: { ar: string; en: string }) => (language === 'en' ? b.en : b.ar);

  const card = (c: HealthCheck) => (
    <Card key={c.id} className="flex flex-col gap-3 p-4 sm:p-5" data-testid={`health-${c.id}`} data-ok={c.ok}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2">
          {c.ok ? <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" /> : <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />}
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="font-semibold">{text(c.title)}</h2>
            <p className="text-sm text-muted-foreground">{text(c.summary)}</p>
          </div>
        </div>
        <Badge tone={c.ok ? 'success' : 'danger'}>{c.ok ? t('ok') : t('problem')}</Badge>
      </div>
      {c.items.length ? (
        <ul className="divide-y divide-border rounded-md border border-border text-sm">
          {c.items.slice(0, SHOWN).map((item, i) => (
            <li key={i} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
              <span className="flex min-w-0 flex-col">
                <span className="font-medium break-words">{text(item.label)}</span>
                {item.detail ? <span className="text-xs text-muted-foreground">{text(item.detail)}</span> : null}
              </span>
              <span className="flex items-center gap-3">
                {item.amount ? <span className="num font-medium whitespace-nowrap">{co.money(item.amount)}</span> : null}
                {item.link ? (
                  <Link to={withBase(co.base, item.link)} className="text-primary hover:underline">
                    {t('open')}
                  </Link>
                ) : null}
              </span>
            </li>
          ))}
          {c.items.length > SHOWN ? (
            <li className="px-3 py-2 text-muted-foreground">
              <Link to={withBase(co.base, c.link)} className="text-primary hover:underline">
                {t('more', { count: c.items.length - SHOWN })}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      {!c.ok && !c.items.length ? (
        <Link to={withBase(co.base, c.link)} className="w-fit text-sm font-medium text-primary hover:underline">
          {t('open')}
        </Link>
      ) : null}
    </Card>
  );

  return (
    <div className="flex flex-col gap-5">
      <PageHeader subtitle={t('subtitle')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('draftDays')}
          <NativeSelect value={String(draftDays)} onChange={(event) => setDraftDays(Number(event.target.value))} className="w-40" data-testid="health-draft-days">
            {DRAFT_DAYS.map((d) => (
              <option key={d} value={d}>
                {t('days', { count: d })}
              </option>
            ))}
          </NativeSelect>
        </label>
        {data ? (
          <p className={data.problems ? 'font-semibold text-destructive' : 'font-semibold text-success'} data-testid="health-verdict">
            {data.problems ? t('problems', { count: data.problems }) : t('allGood')}
            <span className="ms-2 text-sm font-normal text-muted-foreground">{t('asOf', { date: co.day(data.asOf) })}</span>
          </p>
        ) : null}
      </div>
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : !data ? <SkeletonRows rows={6} /> : <div className="grid gap-4 lg:grid-cols-2">{data.checks.map(card)}</div>}
    </div>
  );
}
