import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import ScrollText from 'lucide-react/icons/scroll-text';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { errorText } from '../../../../web/components/data/error-text';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Card } from '../../../../web/components/ui/card';
import { Tabs, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { useAuditLog, useExportAuditLog, useSystemLog, type AuditParams, type SystemEntry } from '../api/audit';
import { AuditEntryRow } from '../components/audit-entry';
import { AuditFiltersBar, useAuditFilterState, type AuditTab } from '../components/audit-filters';
import { Badge } from '../../../../web/components/data/badge';
import { useAuditT } from '../i18n';

/** /audit: the company's audit trail — every change with its fields, and the system log — newest first. */
export function AuditPage() {
  const { t } = useAuditT();
  const state = useAuditFilterState();
  const { get, tab } = state;
  const common = { from: get('from') || undefined, to: get('to') || undefined, q: get('q') || undefined };
  const params: AuditParams = { ...common, actorId: get('person') || undefined, entity: get('entity') || undefined, action: get('action') || undefined };
  const exporter = useExportAuditLog();

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        subtitle={t('subtitle')}
        actions={
          tab === 'changes' ? (
            <Button variant="outline" disabled={exporter.isPending} onClick={() => exporter.mutate(params, { onError: (e) => toast.error(errorText(e, t('exportFailed'), t('exportFailed'))) })}>
              <FileSpreadsheet aria-hidden="true" />
              {t('export')}
            </Button>
          ) : null
        }
      />
      <Tabs value={tab} onValueChange={(value) => state.set({ tab: value === 'system' ? 'system' : '', entity: '', action: '', category: '' })}>
        <TabsList className="w-full sm:w-fit">
          {(['changes', 'system'] as AuditTab[]).map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <Card className="p-4 sm:p-5">
        <AuditFiltersBar state={state} />
      </Card>
      {tab === 'changes' ? <ChangesList params={params} filtered={state.active} /> : <SystemList params={{ ...common, userId: get('person') || undefined, category: get('category') || undefined }} filtered={state.active} />}
    </div>
  );
}

function More({ show, loading, onMore }: { show: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useAuditT();
  if (!show) return null;
  return (
    <Button variant="outline" className="mx-auto mt-2 w-full sm:w-fit" disabled={loading} onClick={onMore}>
      {t('more')}
    </Button>
  );
}

function ChangesList({ params, filtered }: { params: AuditParams; filtered: boolean }) {
  const { t } = useAuditT();
  const query = useAuditLog(params);
  if (query.isError && !query.data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <SkeletonRows />;
  const entries = query.data.pages.flatMap((p) => p.items);
  if (!entries.length) return <EmptyState icon={ScrollText} title={filtered ? t('noMatches') : t('empty')} body={filtered ? t('noMatchesBody') : t('emptyBody')} />;
  return (
    <Card className="p-2 sm:p-3">
      <ul className="divide-y divide-border" aria-label={t('tabs.changes')}>
        {entries.map((e) => (
          <AuditEntryRow key={e.id} entry={e} />
        ))}
      </ul>
      <More show={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
    </Card>
  );
}

const LEVEL_TONES = { info: 'muted', warn: 'warning', error: 'danger' } as const;

function SystemRow({ e }: { e: SystemEntry }) {
  const { t } = useAuditT();
  const co = useCompany();
  const event = e.category === 'browse' ? `${t(`events.${e.action}` as 'events.read', { defaultValue: e.action })} · ${e.message}` : t(`events.${e.action}` as 'events.login', { defaultValue: e.message });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-2 py-2.5 text-sm" data-testid="system-entry">
      <span className="num shrink-0 text-xs text-muted-foreground">{co.at(e.at)}</span>
      <Badge tone={LEVEL_TONES[e.level as keyof typeof LEVEL_TONES] ?? 'muted'}>{t(`categories.${e.category}` as 'categories.browse', { defaultValue: e.category })}</Badge>
      <span className="min-w-0 font-medium">
        <bdi>{event}</bdi>
      </span>
      <span className="text-muted-foreground">{e.user?.name ?? (e.category === 'browse' ? t('platformSupport') : t('system'))}</span>
      {e.ip ? (
        <span className="num ms-auto text-xs text-muted-foreground" dir="ltr">
          {e.ip}
        </span>
      ) : null}
    </li>
  );
}

function SystemList({ params, filtered }: { params: Parameters<typeof useSystemLog>[0]; filtered: boolean }) {
  const { t } = useAuditT();
  const query = useSystemLog(params, true);
  if (query.isError && !query.data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <SkeletonRows />;
  const entries = query.data.pages.flatMap((p) => p.items);
  if (!entries.length) return <EmptyState icon={ScrollText} title={filtered ? t('noMatches') : t('systemEmpty')} body={filtered ? t('noMatchesBody') : undefined} />;
  return (
    <Card className="p-2 sm:p-3">
      <ul className="divide-y divide-border" aria-label={t('tabs.system')}>
        {entries.map((e) => (
          <SystemRow key={e.id} e={e} />
        ))}
      </ul>
      <More show={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
    </Card>
  );
}
