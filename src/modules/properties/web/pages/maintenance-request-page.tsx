import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { MaintenanceAction } from '../../../../core/leasing';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { DocumentsPanel } from '../../../../web/components/data/documents-panel';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { useMaintenance } from '../api/get-maintenance';
import { maintenanceKeys } from '../api/keys';
import { MAINTENANCE_DOCUMENT_KINDS, type MaintenanceDetail } from '../api/types';
import { MaintenanceDialog } from '../components/maintenance-dialog';
import { allowedMoves, MaintenanceMoveDialog } from '../components/maintenance-moves';
import { propertyName } from '../components/property-name';
import { MaintenanceStatusBadge, PriorityBadge, PropertyStatusBadge } from '../components/status-badges';
import { usePropertiesT } from '../i18n';

/** /properties/maintenance/:id — the request, its property, its moves (assign, start, complete, cancel) and its photos. */
export function MaintenanceRequestPage() {
  const { id = '' } = useParams();
  const query = useMaintenance(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <RequestView request={query.data} />;
}

function RequestView({ request: r }: { request: MaintenanceDetail }) {
  const { t, language } = usePropertiesT();
  const co = useCompany();
  const [action, setAction] = useState<MaintenanceAction | null>(null);
  const [editing, setEditing] = useState(false);
  const canWrite = co.can('operations.properties.write');
  const open = r.status !== 'completed' && r.status !== 'cancelled';
  const moves = canWrite ? allowedMoves(r.status) : [];
  const p = r.property;
  const name = (x: { nameAr: string | null; nameEn: string | null }) => propertyName(x, language);
  return (
    <div className="flex flex-col gap-5" data-testid="maintenance-detail">
      <PageHeader
        title={`${r.requestNumber} — ${r.title}`}
        back={withBase(co.base, '/properties/maintenance')}
        badges={
          <>
            <MaintenanceStatusBadge status={r.status} />
            <PriorityBadge priority={r.priority} />
          </>
        }
        subtitle={`${t(`maintenance.category.${r.category}`)} · ${p.propertyCode} ${name(p)}`}
        actions={
          <>
            {canWrite && open ? (
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t('maintenance.detail.edit')}
              </Button>
            ) : null}
            {moves.map((move) => (
              <Button key={move} variant={move === 'complete' ? 'primary' : move === 'cancel' ? 'ghost' : 'outline'} onClick={() => setAction(move)}>
                {move === 'assign' && r.status === 'assigned' ? t('maintenance.detail.reassign') : t(`maintenance.detail.${move}`)}
              </Button>
            ))}
          </>
        }
      />
      {r.blocksLeasing && open ? <Alert tone="warning">{t('maintenance.form.blocksHint')}</Alert> : null}
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <Section title={t('maintenance.detail.facts')}>
          <Facts
            className="lg:grid-cols-3"
            items={[
              { label: t('maintenance.detail.property'), value: <Link className="text-primary hover:underline" to={withBase(co.base, `/properties/${p.id}`)}><span className="num">{p.propertyCode}</span> {name(p)}</Link> },
              p.buildingNameAr ? { label: t('maintenance.detail.building'), value: name({ nameAr: p.buildingNameAr, nameEn: p.buildingNameEn }) } : null,
              { label: t('maintenance.detail.propertyStatus'), value: <PropertyStatusBadge status={p.status} /> },
              { label: t('maintenance.fields.payer'), value: t(`maintenance.payer.${r.payer}`) },
              { label: t('maintenance.detail.owner'), value: p.ownerNameAr ? name({ nameAr: p.ownerNameAr, nameEn: p.ownerNameEn }) : t('detail.companyOwned') },
              { label: t('maintenance.detail.blocking'), value: r.blocksLeasing ? '✓' : '—' },
              { label: t('maintenance.fields.contractorName'), value: r.contractorName ?? '—' },
              { label: t('maintenance.fields.contractorPhone'), value: r.contractorPhone ? <span dir="ltr" className="num">{r.contractorPhone}</span> : '—' },
              { label: t('maintenance.fields.scheduledFor'), value: co.day(r.scheduledFor) },
              { label: t('maintenance.fields.estimatedCost'), value: <span className="num">{co.money(r.estimatedCost)}</span> },
              { label: t('maintenance.fields.actualCost'), value: <span className="num">{co.money(r.actualCost)}</span> },
              { label: t('maintenance.fields.completedOn'), value: co.day(r.completedOn) },
              r.invoiceId ? { label: t('maintenance.detail.invoice'), value: <Link className="num text-primary hover:underline" to={withBase(co.base, `/finance/invoices/${r.invoiceId}`)}>{r.invoiceNumber}</Link> } : null,
              { label: t('maintenance.fields.reportedBy'), value: r.reportedBy ?? '—' },
              { label: t('maintenance.detail.created'), value: co.at(r.createdAt) },
              r.statusReason ? { label: t('maintenance.detail.reason'), value: r.statusReason, wide: true } : null,
              r.description ? { label: t('maintenance.fields.description'), value: <span className="whitespace-pre-line">{r.description}</span>, wide: true } : null,
            ]}
          />
        </Section>
        <Section title={t('maintenance.detail.photos')} className="h-fit">
          <DocumentsPanel
            base={`/api/property-maintenance/${r.id}`}
            documents={r.documents}
            kinds={MAINTENANCE_DOCUMENT_KINDS.map((value) => ({ value, label: t(`maintenance.documentKinds.${value}`) }))}
            invalidate={maintenanceKeys.one(r.id)}
            canWrite={canWrite}
            formatDay={(day) => co.day(day)}
          />
        </Section>
      </div>
      {action ? <MaintenanceMoveDialog request={r} action={action} onClose={() => setAction(null)} /> : null}
      <MaintenanceDialog open={editing} onOpenChange={setEditing} request={r} />
    </div>
  );
}
