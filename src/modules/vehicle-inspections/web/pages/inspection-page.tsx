import { Link, useParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { useInspection } from '../api/inspections';
import type { InspectionDetail } from '../api/types';
import { CarDiagram } from '../components/car-diagram';
import { ComparisonPanel } from '../components/comparison-panel';
import { SignatureImage } from '../components/signature-pad';
import { useInspectionsT } from '../i18n';

/** /fleet/vehicle-condition-check/:id — the check: readings, checklist, diagram, photos, signatures; a return's comparison. */
export function InspectionPage() {
  const { id = '' } = useParams();
  const query = useInspection(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <InspectionView inspection={query.data} />;
}

function InspectionView({ inspection: i }: { inspection: InspectionDetail }) {
  const { t } = useInspectionsT();
  const co = useCompany();
  const fresh = new Set(i.comparison?.newPointIndexes ?? []);
  const labels = { top: t('view.top'), left: t('view.left'), right: t('view.right'), front: t('view.front'), back: t('view.back') };
  const placed = i.damagePoints.map((p, n) => ({ p, n })).filter(({ p }) => p.view !== null);
  const unplaced = i.damagePoints.map((p, n) => ({ p, n })).filter(({ p }) => p.view === null);
  const itemLabel = (code: string) => (code in { spare_tyre: 1, jack: 1, registration: 1, first_aid: 1, fire_extinguisher: 1, clean: 1, ac: 1, lights: 1, tyres: 1 } ? t(`items.${code as 'jack'}`) : code);
  const source = i.contractId ? (
    <Link className="num text-primary hover:underline" to={withBase(co.base, `/contracts/${i.contractId}`)}>{i.contractNumber}</Link>
  ) : i.dispatchPermitId ? (
    <Link className="num text-primary hover:underline" to={withBase(co.base, `/fleet/dispatch-permits/${i.dispatchPermitId}`)}>{i.permitNumber}</Link>
  ) : null;

  return (
    <div className="flex flex-col gap-5" data-testid="inspection-detail">
      <PageHeader
        title={i.inspectionNumber}
        back={withBase(co.base, '/fleet/vehicle-condition-check')}
        badges={<Badge tone={i.kind === 'return' ? 'warning' : i.kind === 'dispatch' ? 'muted' : 'success'}>{t(`kind.${i.kind}`)}</Badge>}
        subtitle={
          <span className="flex flex-wrap gap-x-2 gap-y-1">
            <Link className="num text-primary hover:underline" to={withBase(co.base, `/fleet/vehicles/${i.vehicleId}`)}>{`${ltr(i.vehiclePlate)} — ${i.vehicleMake} ${i.vehicleModel}`}</Link>
            {source ? <span aria-hidden="true">·</span> : null}
            {source}
          </span>
        }
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-5 lg:col-span-2">
          <Section title={t('detail.damage')} testId="inspection-diagram">
            <div className="flex flex-col gap-4">
              <CarDiagram points={i.damagePoints} fresh={fresh} labels={labels} />
              {placed.length || unplaced.length ? (
                <ol className="flex flex-col divide-y divide-border text-sm" data-testid="damage-list">
                  {[...placed, ...unplaced].map(({ p, n }) => (
                    <li key={n} className="flex flex-wrap items-center gap-2 py-2">
                      <span className="num inline-flex size-6 items-center justify-center rounded-full bg-muted text-xs font-bold">{co.f.number(n + 1)}</span>
                      <span className="font-medium">{`${t(`type.${p.type}`)} · ${t(`severity.${p.severity}`)}`}</span>
                      <span className="text-muted-foreground">{p.view ? t(`view.${p.view}`) : t('detail.unplaced')}</span>
                      {p.note ? <span className="text-muted-foreground">— {p.note}</span> : null}
                      {p.amount !== undefined ? <span className="num">{co.money(p.amount)}</span> : null}
                      {i.comparison ? fresh.has(n) ? <Badge tone="danger">{p.amount !== undefined ? t('compare.priced') : t('compare.isNew')}</Badge> : <Badge tone="muted">{t('compare.known')}</Badge> : null}
                      {p.photoDocumentId ? (
                        <a href={`/api/fleet/vehicles/${i.vehicleId}/documents/${p.photoDocumentId}`} target="_blank" rel="noreferrer" className="ms-auto">
                          <img src={`/api/fleet/vehicles/${i.vehicleId}/documents/${p.photoDocumentId}`} alt={t('detail.photo')} className="size-12 rounded-md border border-border object-cover" />
                        </a>
                      ) : null}
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-muted-foreground">{t('detail.noDamage')}</p>
              )}
            </div>
          </Section>
          <Section title={t('detail.checklist')} testId="inspection-checklist">
            {i.checklist.length ? (
              <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
                {i.checklist.map((c) => (
                  <li key={c.code} className="flex items-center justify-between gap-2 rounded-lg border border-border px-3 py-2">
                    <span>{itemLabel(c.code)}</span>
                    <Badge tone={c.status === 'ok' ? 'success' : c.status === 'not_ok' ? 'danger' : 'muted'}>{t(`check.${c.status}`)}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">—</p>
            )}
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          {i.comparison ? <ComparisonPanel inspection={i} canWrite={co.can('fleet.vehicles.write')} /> : null}
          <Section title={t('fields.at')} testId="inspection-facts">
            <Facts
              className="sm:grid-cols-2 lg:grid-cols-1"
              items={[
                { label: t('fields.at'), value: <span className="num">{co.at(i.at)}</span> },
                { label: t('fields.odometer'), value: <span className="num">{i.odometer === null ? '—' : t('detail.km', { km: co.f.number(i.odometer) })}</span> },
                { label: t('fields.fuel'), value: <span className="num">{i.fuel === null ? '—' : t('detail.fuelEighths', { n: co.f.number(i.fuel) })}</span> },
                { label: t('fields.inspector'), value: i.inspectorName ?? '—' },
                i.notes ? { label: t('fields.notes'), value: i.notes, wide: true } : null,
              ]}
            />
          </Section>
          <Section title={t('detail.signatures')} testId="inspection-signatures">
            <div className="flex flex-col gap-4">
              {(
                [
                  ['customer', i.customerSignature, t('detail.customerSignature')],
                  ['inspector', i.inspectorSignature, t('detail.inspectorSignature')],
                ] as const
              ).map(([key, path, label]) => (
                <div key={key} className="flex flex-col gap-1">
                  <span className="text-xs text-muted-foreground">{key === 'customer' && i.customerSignerName ? `${label} — ${i.customerSignerName}` : label}</span>
                  {path ? <SignatureImage path={path} label={label} /> : <span className="text-sm text-muted-foreground">{t('detail.unsigned')}</span>}
                </div>
              ))}
            </div>
          </Section>
        </div>
      </div>
    </div>
  );
}
