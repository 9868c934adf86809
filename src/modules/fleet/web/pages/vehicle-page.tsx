import FilePlus from 'lucide-react/icons/file-plus';
import Pencil from 'lucide-react/icons/pencil';
import Wrench from 'lucide-react/icons/wrench';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { DocumentsPanel } from '../../../../web/components/data/documents-panel';
import { fleetKeys } from '../api/keys';
import { useCompany } from '../../../../web/components/data/company';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section, Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { ContractStatusBadge } from '../../../contracts/web';
import { customerName } from '../../../customers/web';
import { useVehicle } from '../api/get-vehicle';
import type { VehicleDetail } from '../api/types';
import { OdometerCard } from '../components/odometer-card';
import { VehicleFormDialog } from '../components/vehicle-form-dialog';
import { VehicleStatusBadge } from '../components/vehicle-status-badge';
import { useWarningText } from '../components/vehicle-warnings';
import { useFleetT } from '../i18n';
import { ltr } from '../../../../web/components/data/numbers';
import { RecordActivity } from '../../../admin/web';
import { useWorkOrdersT } from '../../../maintenance/web';

/** /fleet/vehicles/:id — status, rates, expiry warnings, odometer, contracts, documents and maintenance. */
export function VehiclePage() {
  const { id = '' } = useParams();
  const query = useVehicle(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <VehicleView vehicle={query.data} />;
}

function VehicleView({ vehicle: v }: { vehicle: VehicleDetail }) {
  const { t, language } = useFleetT();
  const co = useCompany();
  const warningText = useWarningText();
  const [editing, setEditing] = useState(false);
  const canWrite = co.can('fleet.vehicles.write');
  const workOrdersT = useWorkOrdersT().t;
  const rate = (amount: string | null, minimum: string | null) => (
    <span className="flex flex-col">
      <span>{co.money(amount)}</span>
      {minimum ? <span className="text-xs font-normal text-muted-foreground">{t('detail.minimum', { amount: co.money(minimum) })}</span> : null}
    </span>
  );
  const expired = v.warnings.some((w) => w.daysLeft < 0);
  return (
    <div className="flex flex-col gap-5" data-testid="vehicle-detail">
      <PageHeader
        title={ltr(v.plateNumber)}
        back={withBase(co.base, '/fleet')}
        badges={<VehicleStatusBadge status={v.status} />}
        subtitle={`${v.make} ${v.model} ${v.year}${v.colorAr || v.color ? ` · ${language === 'ar' ? (v.colorAr ?? v.color) : (v.color ?? v.colorAr)}` : ''}`}
        actions={
          <>
            {canWrite ? (
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t('detail.edit')}
              </Button>
            ) : null}
            {co.can('operations.contracts.write') ? (
              <Button asChild>
                <Link to={withBase(co.base, `/contracts/new?vehicleId=${v.id}`)}>
                  <FilePlus aria-hidden="true" />
                  {t('detail.newContract')}
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      {v.warnings.length ? (
        <Alert tone={expired ? 'error' : 'warning'} data-testid="vehicle-warnings">
          <ul className="flex flex-col gap-1">
            {v.warnings.map((w) => (
              <li key={w.kind}>{warningText(w)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label={t('detail.perDay')} value={rate(v.dailyRate, v.minDailyRate)} />
        <Stat label={t('detail.perWeek')} value={rate(v.weeklyRate, v.minWeeklyRate)} />
        <Stat label={t('detail.perMonth')} value={rate(v.monthlyRate, v.minMonthlyRate)} />
        <Stat label={t('detail.deposit')} value={co.money(v.depositAmount)} />
      </div>
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <Section title={t('detail.details')}>
            <Facts
              className="lg:grid-cols-3"
              items={[
                { label: t('fields.bodyType'), value: t(`body.${v.bodyType}`) },
                { label: t('fields.fuelType'), value: t(`fuelType.${v.fuelType}`) },
                { label: t('fields.transmission'), value: t(`transmission.${v.transmission}`) },
                { label: t('fields.seats'), value: <span className="num">{co.f.number(v.seats)}</span> },
                { label: t('fields.fuelLevel'), value: <span className="num">{t('detail.fuel', { n: co.f.number(v.fuelLevel) })}</span> },
                { label: t('fields.vin'), value: <span className="num">{v.vin ?? '—'}</span> },
                v.notes ? { label: t('fields.notes'), value: <span className="whitespace-pre-line">{v.notes}</span>, wide: true } : null,
              ]}
            />
          </Section>
          <Section title={t('detail.documents')}>
            <Facts
              className="lg:grid-cols-3"
              items={[
                { label: t('fields.registrationNumber'), value: <span className="num">{v.registrationNumber ?? '—'}</span> },
                { label: t('fields.registrationExpiry'), value: co.day(v.registrationExpiry) },
                { label: t('fields.insuranceProvider'), value: v.insuranceProvider ?? '—' },
                { label: t('fields.insurancePolicyNumber'), value: <span className="num">{v.insurancePolicyNumber ?? '—'}</span> },
                { label: t('fields.insuranceExpiry'), value: co.day(v.insuranceExpiry) },
                { label: t('fields.purchaseDate'), value: co.day(v.purchaseDate) },
                { label: t('fields.purchaseCost'), value: <span className="num">{co.money(v.purchaseCost)}</span> },
              ]}
            />
            <div className="mt-4 border-t border-border pt-4">
              <DocumentsPanel
                base={`/api/fleet/vehicles/${v.id}`}
                documents={v.documents}
                kinds={(['photo', 'registration', 'insurance', 'purchase', 'other'] as const).map((value) => ({ value, label: t(`documentKinds.${value}`) }))}
                invalidate={fleetKeys.one(v.id)}
                canWrite={canWrite}
                withExpiry
                formatDay={(day) => co.day(day)}
              />
            </div>
          </Section>
          <Section title={t('detail.contracts')} testId="vehicle-contracts">
            {v.contracts.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('detail.noContracts')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead className="border-b border-border text-xs text-muted-foreground">
                    <tr>
                      <th className="py-2 pe-3 text-start font-semibold">{t('detail.columns.number')}</th>
                      <th className="py-2 pe-3 text-start font-semibold">{t('detail.columns.customer')}</th>
                      <th className="py-2 pe-3 text-start font-semibold max-sm:hidden">{t('detail.columns.period')}</th>
                      <th className="py-2 pe-3 text-end font-semibold max-sm:hidden">{t('detail.columns.amount')}</th>
                      <th className="py-2 text-start font-semibold">{t('detail.columns.status')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {v.contracts.map((c) => (
                      <tr key={c.id}>
                        <td className="num py-2 pe-3 whitespace-nowrap"><Link className="text-primary hover:underline" to={withBase(co.base, `/contracts/${c.id}`)}>{c.contractNumber}</Link></td>
                        <td className="py-2 pe-3">{customerName({ nameAr: c.customerNameAr, nameEn: c.customerNameEn }, language)}</td>
                        <td className="num py-2 pe-3 whitespace-nowrap max-sm:hidden">{`${co.day(c.startAt.slice(0, 10))} – ${co.day(c.endAt.slice(0, 10))}`}</td>
                        <td className="num py-2 pe-3 text-end whitespace-nowrap max-sm:hidden">{co.money(c.rentalAmount)}</td>
                        <td className="py-2"><ContractStatusBadge status={c.status} /></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <OdometerCard vehicle={v} canWrite={canWrite} />
          <Section
            title={t('detail.maintenance')}
            testId="vehicle-maintenance"
            actions={
              co.can('fleet.maintenance.read') ? (
                <Button variant="outline" size="sm" asChild>
                  <Link to={withBase(co.base, `/fleet/maintenance?q=${encodeURIComponent(v.plateNumber)}`)} data-testid="vehicle-work-orders">
                    {workOrdersT('detail.ordersOfVehicle')}
                  </Link>
                </Button>
              ) : null
            }
          >
            <div className="flex gap-3">
              <Wrench aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              <div className="flex flex-col gap-2 text-sm">
                <p className="text-muted-foreground">{t('detail.maintenanceBody')}</p>
                <Facts
                  className="sm:grid-cols-1"
                  items={[
                    { label: t('fields.lastServiceDate'), value: co.day(v.lastServiceDate) },
                    v.lastServiceOdometer !== null ? { label: t('fields.lastServiceOdometer'), value: <span className="num">{t('list.km', { km: co.f.number(v.lastServiceOdometer) })}</span> } : null,
                    v.kmToService !== null ? { label: t('warnings.service'), value: v.kmToService >= 0 ? t('warnings.kmToService', { km: co.f.number(v.kmToService) }) : <span className="text-destructive">{t('warnings.serviceOverdueKm', { km: co.f.number(-v.kmToService) })}</span> } : null,
                  ]}
                />
              </div>
            </div>
          </Section>
          <RecordActivity entity="vehicles" id={v.id} />
        </div>
      </div>
      <VehicleFormDialog open={editing} onOpenChange={setEditing} vehicle={v} currency={co.currency} />
    </div>
  );
}
