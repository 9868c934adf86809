import History from 'lucide-react/icons/history';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { Section } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { useRecordHistory } from '../api/audit';
import { useAuditT } from '../i18n';
import { AuditEntryRow } from './audit-entry';

/**
 * A record's own history for its page (issue 20's activity tab): who changed what and when, from
 * the audit log. `entity` is the record's table (vehicles, customers, contracts, invoices, employees…).
 */
export function RecordActivity({ entity, id }: { entity: string; id: string }) {
  const { t } = useAuditT();
  const query = useRecordHistory(entity, id);
  const entries = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Section title={t('activity.title')} testId="record-activity">
      {query.isError && !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <SkeletonRows rows={3} />
      ) : !entries.length ? (
        <EmptyState compact icon={History} title={t('activity.empty')} />
      ) : (
        <>
          <ul className="-mx-2 divide-y divide-border">
            {entries.map((e) => (
              <AuditEntryRow key={e.id} entry={e} showRecord={false} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button variant="outline" size="sm" className="mt-2 w-full sm:w-fit" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t('more')}
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}

/** The activity tab's label, for record pages that put their history in a tab. */
export function ActivityTabLabel() {
  const { t } = useAuditT();
  return <>{t('activity.title')}</>;
}
