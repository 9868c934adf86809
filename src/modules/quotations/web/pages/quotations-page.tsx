import FilePlus from 'lucide-react/icons/file-plus';
import FileText from 'lucide-react/icons/file-text';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { ltr } from '../../../../web/components/data/numbers';
import { Button } from '../../../../web/components/ui/button';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { AwaitingApprovalBadge } from '../../../admin/web';
import { customerName } from '../../../customers/web';
import { useQuotations } from '../api/get-quotations';
import type { Quotation, QuotationStatus } from '../api/types';
import { QUOTATION_STATUSES, QUOTATION_TONES, QuotationStatusBadge } from '../components/quotation-status-badge';
import { useQuotationsT } from '../i18n';

const LIST: ListConfig<never, 'all' | QuotationStatus> = { chips: { values: ['all', ...QUOTATION_STATUSES] } };
const CLASSES: readonly string[] = ['sedan', 'suv', 'hatchback', 'pickup', 'van', 'bus', 'coupe', 'truck'];

/**
 * /quotations: status chips, search, server pages. `?open=<id>` (the notice e-mail's link) opens one.
 * No bulk action: the API has no quotation delete or cancel (a client rejects on the public link).
 */
export function QuotationsPage() {
  const { t, language } = useQuotationsT();
  const co = useCompany();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const list = useListState(LIST);
  const query = useQuotations({ search: list.search, status: list.chip, page: list.page, pageSize: list.pageSize });
  const canWrite = co.can('operations.quotations.write');
  useShortcutEvent('new', () => canWrite && navigate(withBase(co.base, '/quotations/new')));
  const open = params.get('open');
  if (open) return <Navigate replace to={withBase(co.base, `/quotations/${open}`)} />;

  const href = (q: Quotation) => withBase(co.base, `/quotations/${q.id}`);
  const name = (q: Quotation) => customerName({ nameAr: q.customerNameAr ?? null, nameEn: q.customerNameEn ?? null }, language);
  const vehicle = (q: Quotation) => (q.plateNumber ? `${ltr(q.plateNumber)} ${q.make ?? ''} ${q.model ?? ''}` : q.vehicleClass && CLASSES.includes(q.vehicleClass) ? t(`classes.${q.vehicleClass as 'suv'}`) : '—');
  const columns: Column<Quotation>[] = [
    { key: 'number', header: t('list.columns.number'), rowHeader: true, cell: (q) => <Link to={href(q)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{q.quotationNumber}</Link> },
    { key: 'customer', header: t('list.columns.customer'), cell: name },
    { key: 'vehicle', header: t('list.columns.vehicle'), hideBelow: 'lg', cell: (q) => <span className="whitespace-nowrap">{vehicle(q)}</span> },
    { key: 'start', header: t('list.columns.start'), cell: (q) => <span className="whitespace-nowrap">{co.day(q.startDate)}</span> },
    { key: 'duration', header: t('list.columns.duration'), hideBelow: 'xl', cell: (q) => `${co.f.number(q.duration)} ${q.duration === 1 ? t(`units.${q.rateUnit}`) : t(`unitsPlural.${q.rateUnit}`)}` },
    { key: 'total', header: t('list.columns.total'), align: 'end', cell: (q) => <span className="num whitespace-nowrap">{co.money(q.total)}</span> },
    { key: 'valid', header: t('list.columns.validUntil'), hideBelow: 'lg', cell: (q) => <span className="whitespace-nowrap">{co.day(q.validUntil)}</span> },
    { key: 'status', header: t('list.columns.status'), cell: (q) => <QuotationState q={q} /> },
  ];
  const newLink = (
    <Link to={withBase(co.base, '/quotations/new')}>
      <FilePlus aria-hidden="true" />
      {t('list.new')}
    </Link>
  );

  return (
    <ListPage
      list={list}
      query={query}
      id="quotations"
      header={{ subtitle: t('list.subtitle'), actions: canWrite ? <Button asChild>{newLink}</Button> : null }}
      search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
      chips={{ label: t('list.statusFilter'), items: [{ value: 'all', label: t('list.all') }, ...QUOTATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: QUOTATION_TONES[s] }))] }}
      columns={columns}
      rowKey={(q) => q.id}
      rowLabel={(q) => q.quotationNumber}
      caption={t('list.caption')}
      testId="quotations-table"
      empty={{ icon: FilePlus, title: t('list.empty'), body: t('list.emptyBody'), action: canWrite ? <Button asChild>{newLink}</Button> : undefined }}
      noMatches={{ icon: FileText, title: t('list.noMatches'), body: t('list.noMatchesBody') }}
      card={(q) => (
        <RowCard
          title={<Link to={href(q)} className="num hover:text-primary hover:underline">{q.quotationNumber}</Link>}
          subtitle={name(q)}
          badge={<QuotationState q={q} />}
          facts={[
            [t('list.columns.vehicle'), vehicle(q)],
            [t('list.columns.start'), co.day(q.startDate)],
            [t('list.columns.total'), <span key="t" className="num font-medium">{co.money(q.total)}</span>],
          ]}
        />
      )}
    />
  );
}

/** The quotation's status, or the approval its discount waits on (it is not sent meanwhile). */
function QuotationState({ q }: { q: Quotation }) {
  return q.awaitingApproval ? <AwaitingApprovalBadge number={q.awaitingApproval.number} /> : <QuotationStatusBadge status={q.status} />;
}
