import ArrowRight from 'lucide-react/icons/arrow-right';
import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { usePermit } from '../api/permits';
import type { PermitAction, PermitDetail } from '../api/types';
import { PermitActionDialog } from '../components/permit-action-dialog';
import { inLang, PermitStatusBadge } from '../components/permit-badges';
import { usePermitsT } from '../i18n';
import { RecordApprovals, RecordActivity } from '../../../admin/web';

/** /fleet/dispatch-permits/:id — the permit, its trip, the actions its status allows and its history. */
export function PermitPage() {
  const { id = '' } = useParams();
  const query = usePermit(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <PermitView permit={query.data} />;
}

function PermitView({ permit: p }: { permit: PermitDetail }) {
  const { t, language } = usePermitsT();
  const co = useCompany();
  const [action, setAction] = useState<PermitAction | null>(null);
  const canWrite = co.can('fleet.dispatch_permits.write');
  const editable = canWrite && (p.status === 'pending' || p.status === 'approved');
  const km = (n: number | null) => (n === null ? '—' : t('form.km', { km: co.f.number(n) }));

  return (
    <div className="flex flex-col gap-5" data-testid="permit-detail">
      <PageHeader
        title={p.permitNumber}
        back={withBase(co.base, '/fleet/dispatch-permits')}
        badges={<PermitStatusBadge status={p.status} />}
        subtitle={
          <span className="flex flex-wrap gap-x-2 gap-y-1">
            <Link className="num text-primary hover:underline" to={withBase(co.base, `/fleet/vehicles/${p.vehicleId}`)}>
              {`${ltr(p.vehiclePlate)} — ${p.vehicleMake} ${p.vehicleModel}`}
            </Link>
            <span aria-hidden="true">·</span>
            <span>{inLang(language, p.driverNameAr, p.driverNameEn)}</span>
          </span>
        }
        actions={
          canWrite ? (
            <div className="flex flex-wrap gap-2" data-testid="permit-actions">
              {p.actions.map((a) => (
                <Button key={a} variant={a === 'reject' || a === 'cancel' ? 'outline' : 'primary'} onClick={() => setAction(a)}>
                  {t(`actions.${a}`)}
                </Button>
              ))}
              {editable ? (
                <Button variant="outline" asChild>
                  <Link to={withBase(co.base, `/fleet/dispatch-permits/${p.id}/edit`)}>
                    <Pencil aria-hidden="true" />
                    {t('detail.edit')}
                  </Link>
                </Button>
              ) : null}
            </div>
          ) : null
        }
      />
      <Section title={t('detail.trip')} testId="permit-facts">
        <Facts
          className="lg:grid-cols-3"
          items={[
            { label: t('fields.purpose'), value: t(`purpose.${p.purpose}`) },
            { label: t('fields.priority'), value: t(`priority.${p.priority}`) },
            { label: t('fields.destinationAr'), value: inLang(language, p.destinationAr, p.destinationEn) },
            { label: t('fields.startAt'), value: <span className="num">{co.at(p.startAt)}</span> },
            { label: t('fields.endAt'), value: <span className="num">{co.at(p.endAt)}</span> },
            { label: t('fields.driver'), value: <span>{`${inLang(language, p.driverNameAr, p.driverNameEn)} (${p.driverNumber})`}</span> },
            { label: t('fields.expectedKm'), value: <span className="num">{km(p.expectedKm)}</span> },
            { label: t('fields.fuelAllowance'), value: <span className="num">{co.money(p.fuelAllowance)}</span> },
            { label: t('fields.odometerOut'), value: <span className="num">{km(p.odometerOut)}</span> },
            { label: t('fields.odometerIn'), value: <span className="num">{km(p.odometerIn)}</span> },
            { label: t('fields.distance'), value: <span className="num" data-testid="permit-distance">{km(p.distanceKm)}</span> },
            p.purposeAr || p.purposeEn ? { label: t('fields.purposeAr'), value: inLang(language, p.purposeAr, p.purposeEn), wide: true } : null,
            p.rejectionReason ? { label: t('fields.rejectionReason'), value: p.rejectionReason, wide: true } : null,
            p.cancellationReason ? { label: t('fields.cancellationReason'), value: p.cancellationReason, wide: true } : null,
            p.notes ? { label: t('fields.notes'), value: p.notes, wide: true } : null,
          ]}
        />
      </Section>
      <RecordApprovals
        title={t('detail.approvals')}
        sectionTestId="permit-approvals"
        requests={p.approvals}
        hint={p.status === 'pending' && p.approvals[0]?.status === 'pending' ? <p className="mb-2 text-sm text-muted-foreground">{t('detail.heldHint')}</p> : null}
      />
      <Section title={t('detail.history')} testId="permit-history">
        {p.history.length ? (
          <ol className="flex flex-col gap-3">
            {p.history.map((h) => (
              <li key={h.id} className="flex flex-col gap-1 border-s-2 border-primary/40 ps-3">
                <span className="flex flex-wrap items-center gap-2">
                  {h.fromStatus ? <PermitStatusBadge status={h.fromStatus} /> : <span className="text-sm text-muted-foreground">{t('detail.created')}</span>}
                  <ArrowRight aria-hidden="true" className="size-4 text-muted-foreground rtl:-scale-x-100" />
                  <PermitStatusBadge status={h.toStatus} />
                </span>
                <span className="num text-xs text-muted-foreground">
                  {co.at(h.changedAt)}
                  {h.changedByName ? ` · ${t('detail.by', { name: h.changedByName })}` : ''}
                </span>
                {h.note ? <span className="text-sm">{h.note}</span> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">{t('detail.noHistory')}</p>
        )}
      </Section>
      <RecordActivity entity="dispatch_permits" id={p.id} />
      <PermitActionDialog permit={p} action={action} onClose={() => setAction(null)} />
    </div>
  );
}
