import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../web/components/data/badge';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section, Stat } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { useFormatter } from '../../../../web/lib/format';
import { useDashboard } from '../api/overview';
import { CompanyStatus } from '../components/status';
import { localName } from '../components/names';
import { usePlatformT } from '../i18n';

/** /super-admin/dashboard: the platform at a glance and the lists that need attention today. */
export function PlatformDashboardPage() {
  const { t: tr } = useTranslation();
  const { t, language } = usePlatformT();
  const fmt = useFormatter();
  const dashboard = useDashboard();
  if (dashboard.isPending) return <SkeletonRows />;
  if (dashboard.isError) return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data;
  const maxType = Math.max(1, ...d.companiesByType.map((r) => r.count));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader subtitle={t('dashboard.subtitle')} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="platform-kpis">
        <Stat label={t('dashboard.companies')} value={fmt.number(d.companiesTotal)} />
        <Stat label={t('dashboard.users')} value={fmt.number(d.usersTotal)} />
        <Stat label={t('dashboard.activeUsers')} value={fmt.number(d.activeUsers30d)} tone="success" />
        <Stat label={t('dashboard.ticketsWaiting')} value={fmt.number(d.ticketsWaiting)} tone={d.ticketsWaiting > 0 ? 'warning' : undefined} />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section title={t('dashboard.byType')}>
          <ul className="flex flex-col gap-2">
            {d.companiesByType.map((row) => (
              <li key={row.key} className="grid grid-cols-[8rem_1fr_auto] items-center gap-3 text-sm">
                <span className="truncate">{tr(`businessTypes.${row.key}` as 'businessTypes.car_rental', { defaultValue: row.key })}</span>
                <span className="h-2 rounded-full bg-muted">
                  <span className="block h-2 rounded-full bg-primary" style={{ width: `${(row.count / maxType) * 100}%` }} />
                </span>
                <Link to={`/super-admin/companies?businessType=${row.key}`} className="num font-semibold text-primary hover:underline">
                  {fmt.number(row.count)}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('dashboard.byStatus')}>
          <ul className="flex flex-wrap gap-3">
            {d.companiesByStatus.map((row) => (
              <li key={row.key}>
                <Link to={`/super-admin/companies?status=${row.key}`} className="flex items-center gap-2 rounded-md border border-border px-3 py-2 hover:bg-muted">
                  <CompanyStatus status={row.key} />
                  <span className="num font-semibold">{fmt.number(row.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('dashboard.trialsEnding')} actions={<Link className="text-sm text-primary hover:underline" to="/super-admin/companies?status=trial">{t('dashboard.viewAll')}</Link>}>
          {d.trialsEndingThisWeek.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('dashboard.noTrials')}</p>
          ) : (
            <ul className="divide-y divide-border">
              {d.trialsEndingThisWeek.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="font-medium">{localName(c, language)}</span>
                  <span className="text-muted-foreground">{fmt.date(c.trialEndsAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('dashboard.oldestTickets')} actions={<Link className="text-sm text-primary hover:underline" to="/super-admin/support">{t('dashboard.viewAll')}</Link>}>
          {d.oldestWaitingTickets.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('dashboard.noTickets')}</p>
          ) : (
            <ul className="divide-y divide-border">
              {d.oldestWaitingTickets.map((ticket) => (
                <li key={ticket.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <Link to={`/super-admin/support?ticket=${ticket.id}`} className="min-w-0 truncate hover:underline">
                    <span className="num text-muted-foreground">{ticket.ticketNumber}</span> {ticket.title}
                  </Link>
                  <Badge tone={ticket.priority === 'urgent' || ticket.priority === 'high' ? 'danger' : 'muted'}>{fmt.date(ticket.createdAt)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}
