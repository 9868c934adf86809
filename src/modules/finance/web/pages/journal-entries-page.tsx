import BookOpen from 'lucide-react/icons/book-open';
import FilePlus from 'lucide-react/icons/file-plus';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import type { EntryRow, JournalEntry } from '../api/books-types';
import { useEntries } from '../api/journal';
import { AwaitingApprovalBadge } from '../../../admin/web';
import { EntryStatusBadge, useSourceLabel } from '../components/entry-badges';
import { useBooksT } from '../i18n/books';

const STATUSES = ['all', 'draft', 'posted', 'reversed'] as const;
const SOURCES = ['all', 'manual', 'automatic'] as const;
// The date range is two open filters: any day, empty for none, and like every filter it counts as
// narrowing the list ("nothing matches", not "nothing yet").
const LIST: ListConfig<never, (typeof STATUSES)[number]> = { chips: { values: STATUSES }, selects: { source: SOURCES }, open: ['from', 'to'] };

/** /finance/journal-entries: number, date, description, source, status, total; status, source and date filters. */
export function JournalEntriesPage() {
  const { t, language } = useBooksT();
  const co = useCompany();
  const source = useSourceLabel();
  const list = useListState(LIST);
  const from = list.selects.from ?? '';
  const to = list.selects.to ?? '';
  const query = useEntries({ search: list.search || undefined, status: list.chip, source: list.selects.source, from: from || undefined, to: to || undefined, page: list.page, pageSize: list.pageSize });
  const href = (e: JournalEntry) => withBase(co.base, `/finance/journal-entries/${e.id}`);
  const description = (e: JournalEntry) => (language === 'en' && e.descriptionEn ? e.descriptionEn : e.descriptionAr);
  const number = (e: JournalEntry) => (
    <Link to={href(e)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{e.entryNumber ?? t('entries.draftNumber')}</Link>
  );
  // A draft held by its approval request (posting it asked for approval) says so.
  const status = (e: EntryRow) => (e.awaitingApproval ? <AwaitingApprovalBadge number={e.awaitingApproval.number} /> : <EntryStatusBadge status={e.status} />);
  const columns: Column<EntryRow>[] = [
    { key: 'number', header: t('entries.columns.number'), rowHeader: true, cell: number },
    { key: 'date', header: t('entries.columns.date'), cell: (e) => <span className="whitespace-nowrap">{co.day(e.entryDate)}</span> },
    { key: 'description', header: t('entries.columns.description'), cell: description },
    { key: 'source', header: t('entries.columns.source'), hideBelow: 'lg', cell: source },
    { key: 'status', header: t('entries.columns.status'), cell: (e) => status(e) },
    { key: 'total', header: t('entries.columns.total'), align: 'end', cell: (e) => <span className="num whitespace-nowrap">{co.money(e.total)}</span> },
  ];

  return (
    <ListPage
      list={list}
      query={query}
      id="journal-entries"
      header={{
        subtitle: t('entries.subtitle'),
        actions: co.can('finance.journal_entries.write') ? (
          <Button asChild>
            <Link to={withBase(co.base, '/finance/journal-entries/new')}>
              <FilePlus aria-hidden="true" />
              {t('entries.new')}
            </Link>
          </Button>
        ) : null,
      }}
      above={
        <div className="flex flex-wrap items-end gap-3">
          {(['from', 'to'] as const).map((key) => (
            <label key={key} className="flex flex-col gap-1 text-sm">
              <span className="text-muted-foreground">{t(`entries.${key}`)}</span>
              <Input type="date" value={key === 'from' ? from : to} onChange={(e) => list.setSelect(key, e.target.value)} className="w-44" data-testid={`entries-${key}`} />
            </label>
          ))}
        </div>
      }
      search={{ label: t('entries.search'), placeholder: t('entries.searchPlaceholder') }}
      selects={[{ key: 'source', label: t('entries.sourceFilter'), option: (v) => t(`entries.sources.${v as (typeof SOURCES)[number]}`) }]}
      chips={{ label: t('entries.statusFilter'), items: STATUSES.map((s) => ({ value: s, label: t(`entries.filters.${s}`), tone: s === 'draft' ? ('warning' as const) : undefined })) }}
      columns={columns}
      rowKey={(e) => e.id}
      rowLabel={(e) => e.entryNumber ?? description(e)}
      caption={t('entries.caption')}
      testId="entries-table"
      empty={{ icon: BookOpen, title: t('entries.empty'), body: t('entries.emptyBody') }}
      noMatches={{ title: t('entries.noMatches') }}
      card={(e) => (
        <RowCard
          title={number(e)}
          subtitle={description(e)}
          badge={status(e)}
          facts={[
            [t('entries.columns.date'), co.day(e.entryDate)],
            [t('entries.columns.source'), source(e)],
            [t('entries.columns.total'), <span key="t" className="num">{co.money(e.total)}</span>],
          ]}
        />
      )}
    />
  );
}
