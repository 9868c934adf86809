import CopyCheck from 'lucide-react/icons/copy-check';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { customerName } from '../../../customers/web';
import { useDuplicates } from '../api/get-duplicates';
import type { DuplicatePair } from '../api/types';
import { ContractStatusBadge } from '../components/contract-status-badge';
import { useContractsT } from '../i18n';

/** /contracts/duplicates (company admin): pairs of contracts of one customer and vehicle that overlap. */
export function DuplicatesPage() {
  const { t, language } = useContractsT();
  const co = useCompany();
  const query = useDuplicates();
  const link = (id: string, number: string, status: string) => (
    <span className="flex flex-wrap items-center gap-2">
      <Link to={withBase(co.base, `/contracts/${id}`)} className="num font-semibold text-primary hover:underline">
        {number}
      </Link>
      <ContractStatusBadge status={status} />
    </span>
  );
  const name = (p: DuplicatePair) => customerName({ nameAr: p.customerNameAr, nameEn: p.customerNameEn }, language);
  const columns: Column<DuplicatePair>[] = [
    { key: 'first', header: t('duplicates.columns.first'), cell: (p) => link(p.firstId, p.firstNumber, p.firstStatus) },
    { key: 'second', header: t('duplicates.columns.second'), cell: (p) => link(p.secondId, p.secondNumber, p.secondStatus) },
    { key: 'customer', header: t('duplicates.columns.customer'), cell: name },
    { key: 'vehicle', header: t('duplicates.columns.vehicle'), cell: (p) => <span dir="ltr" className="num">{p.plateNumber}</span> },
    { key: 'period', header: t('duplicates.columns.period'), cell: (p) => <span className="num whitespace-nowrap">{`${co.at(p.startAt)} – ${co.at(p.endAt)}`}</span> },
  ];
  return (
    <div className="flex flex-col gap-5">
      <PageHeader subtitle={t('duplicates.subtitle')} back={withBase(co.base, '/contracts')} />
      {query.isPending ? (
        <SkeletonRows rows={5} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={CopyCheck} title={t('duplicates.empty')} body={t('duplicates.emptyBody')} />
      ) : (
        <DataTable
          rows={query.data.items}
          rowKey={(p) => `${p.firstId}-${p.secondId}`}
          columns={columns}
          caption={t('duplicates.caption')}
          testId="duplicates-table"
          card={(p) => (
            <RowCard
              title={name(p)}
              subtitle={<span dir="ltr" className="num">{p.plateNumber}</span>}
              facts={[
                [t('duplicates.columns.first'), link(p.firstId, p.firstNumber, p.firstStatus)],
                [t('duplicates.columns.second'), link(p.secondId, p.secondNumber, p.secondStatus)],
              ]}
            />
          )}
        />
      )}
    </div>
  );
}
