import Headset from 'lucide-react/icons/headset';
import { Link } from 'react-router';
import { Badge, type Tone } from '../../../../web/components/data/badge';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { useShell } from '../../../../web/features/shell/components/shell-context';
import { cn } from '../../../../web/lib/cn';
import { useFormatter } from '../../../../web/lib/format';
import { useCompanySubscription } from '../api/plans';
import { useSubscriptionsT } from '../i18n';

const STATUS_TONES: Record<string, Tone> = { trial: 'info', active: 'success', suspended: 'warning', expired: 'muted', cancelled: 'danger' };

/** /subscription: the company's plan, trial days left, usage against the plan's limits, history. */
export function SubscriptionPage() {
  const { t, language } = useSubscriptionsT();
  const fmt = useFormatter();
  const { base } = useShell();
  const sub = useCompanySubscription();
  if (sub.isPending) return <SkeletonRows />;
  if (sub.isError) return <LoadError error={sub.error} onRetry={() => void sub.refetch()} />;
  const s = sub.data;
  const trialEnded = s.status === 'trial' && s.trialDaysLeft === 0;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader subtitle={t('company.subtitle')} />
      {trialEnded ? <Alert>{t('company.trialEnded')}</Alert> : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section title={t('company.plan')}>
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-2xl font-bold">{(language === 'ar' && s.plan.nameAr) || s.plan.name}</span>
              <Badge tone={STATUS_TONES[s.status] ?? 'muted'}>{t(`company.statuses.${s.status as 'trial'}`)}</Badge>
            </div>
            <Facts
              items={[
                s.trialDaysLeft !== null && !trialEnded ? { label: t('company.status'), value: t('company.trialLeft', { count: s.trialDaysLeft }) } : null,
                s.expiresAt ? { label: t('company.status'), value: t('company.expires', { date: fmt.date(s.expiresAt) }) } : null,
                s.plan.monthly !== null ? { label: t('company.price'), value: <span className="num">{fmt.money(s.plan.monthly, s.currency)}</span> } : null,
                s.plan.storageLimitGb !== null ? { label: t('company.usage'), value: t('company.storage', { count: s.plan.storageLimitGb }) } : null,
              ]}
            />
            <p className="text-sm text-muted-foreground">{t('company.upgrade')}</p>
            <Button asChild variant="outline" className="w-fit">
              <Link to={`${base}/support`}>
                <Headset aria-hidden="true" />
                {t('company.contact')}
              </Link>
            </Button>
          </div>
        </Section>
        <Section title={t('company.usage')}>
          <ul className="flex flex-col gap-4" data-testid="usage">
            {s.usage.map((u) => {
              const share = u.limit ? Math.min(1, u.used / u.limit) : 0;
              return (
                <li key={u.resource} className="flex flex-col gap-1.5">
                  <div className="flex justify-between gap-3 text-sm">
                    <span>{t(`company.resources.${u.resource}`)}</span>
                    <span className="num text-muted-foreground">{u.limit === null ? t('company.ofUnlimited', { used: fmt.number(u.used) }) : t('company.of', { used: fmt.number(u.used), limit: fmt.number(u.limit) })}</span>
                  </div>
                  <div className="h-2 rounded-full bg-muted" role="progressbar" aria-label={t(`company.resources.${u.resource}`)} aria-valuemin={0} aria-valuemax={u.limit ?? undefined} aria-valuenow={u.used}>
                    <div className={cn('h-2 rounded-full', share >= 1 ? 'bg-destructive' : share >= 0.8 ? 'bg-warning' : 'bg-primary')} style={{ width: `${u.limit === null ? 0 : share * 100}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        </Section>
      </div>
      <Section title={t('company.history')}>
        {s.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('company.noHistory')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="border-b border-border text-xs text-muted-foreground">
                <tr>{(['plan', 'period', 'amount', 'status'] as const).map((k) => <th key={k} scope="col" className={k === 'amount' ? 'px-3 py-2 text-end' : 'px-3 py-2 text-start'}>{t(`payments.columns.${k}`)}</th>)}</tr>
              </thead>
              <tbody className="divide-y divide-border">
                {s.history.map((r) => (
                  <tr key={r.id}>
                    <td className="px-3 py-2">{r.planCode} · {t(`payments.cycles.${r.billingCycle}`)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{fmt.date(r.periodStart)} – {fmt.date(r.periodEnd)}</td>
                    <td className="num px-3 py-2 text-end">{fmt.money(r.amount, r.currency)}</td>
                    <td className="px-3 py-2">{t(`payments.statuses.${r.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </div>
  );
}
