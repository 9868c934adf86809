import Ban from 'lucide-react/icons/ban';
import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { compareMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section, Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { useTenant } from '../api/get-tenant';
import type { TenantDetail } from '../api/types';
import { useUpdateTenant } from '../api/update-tenant';
import { TenantBadges } from '../components/tenant-badges';
import { TenantFormDialog } from '../components/tenant-form-dialog';
import { tenantName } from '../components/tenant-name';
import { TenantInvoices, TenantLeases, TenantPayments } from '../components/tenant-records';
import { useTenantsT } from '../i18n';

/** /tenants/:id — the tenant (a customer with a tenant profile): details, leases, balance, invoices and payments. */
export function TenantPage() {
  const { id = '' } = useParams();
  const query = useTenant(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <TenantView tenant={query.data} />;
}

function TenantView({ tenant: c }: { tenant: TenantDetail }) {
  const { t, language } = useTenantsT();
  const d = useDataT().t;
  const co = useCompany();
  const [dialog, setDialog] = useState<null | 'edit' | 'blacklist'>(null);
  const update = useUpdateTenant();
  const name = tenantName(c, language);
  const canWrite = co.can('operations.tenants.write');
  const p = c.profile;
  const phone = (value: string | null) => (value ? <span dir="ltr" className="num">{value}</span> : '—');

  return (
    <div className="flex flex-col gap-5" data-testid="tenant-detail">
      <PageHeader
        title={name}
        back={withBase(co.base, '/tenants')}
        badges={<TenantBadges status={c.status} blacklisted={c.isBlacklisted} />}
        subtitle={<span className="num">{`${c.customerNumber} · ${t(`types.${c.customerType}`)}`}</span>}
        actions={
          canWrite ? (
            <>
              <Button variant="outline" onClick={() => setDialog('edit')}>
                <Pencil aria-hidden="true" />
                {t('detail.edit')}
              </Button>
              <Button variant="outline" className={c.isBlacklisted ? undefined : 'text-destructive'} onClick={() => { update.reset(); setDialog('blacklist'); }}>
                <Ban aria-hidden="true" />
                {c.isBlacklisted ? t('blacklist.remove') : t('blacklist.action')}
              </Button>
            </>
          ) : null
        }
      />
      {c.isBlacklisted ? <Alert>{`${t('blacklist.badge')}: ${c.blacklistReason ?? ''}`}</Alert> : null}
      {c.rent.overdueCount > 0 ? <Alert tone="warning">{t('detail.rentOverdue', { amount: co.money(c.rent.overdue), count: co.f.number(c.rent.overdueCount) })}</Alert> : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="tenant-balance">
        <Stat label={t('detail.balance.invoiced')} value={co.money(c.balance.invoiced)} />
        <Stat label={t('detail.balance.paid')} value={co.money(c.balance.paid)} tone="success" />
        <Stat label={t('detail.balance.due')} value={co.money(c.balance.due)} tone={compareMoney(c.balance.due, '0') > 0 ? 'warning' : undefined} />
        <Stat label={t('detail.balance.overdue')} value={co.money(c.balance.overdue)} tone={compareMoney(c.balance.overdue, '0') > 0 ? 'danger' : undefined} />
      </div>
      <Tabs defaultValue="overview" dir={language === 'ar' ? 'rtl' : 'ltr'} className="flex flex-col gap-4">
        <TabsList className="w-full overflow-x-auto sm:w-fit">
          <TabsTrigger value="overview">{t('detail.tabs.overview')}</TabsTrigger>
          <TabsTrigger value="leases">{`${t('detail.tabs.leases')} (${co.f.number(c.leases.length)})`}</TabsTrigger>
          <TabsTrigger value="invoices">{`${t('detail.tabs.invoices')} (${co.f.number(c.invoices.length)})`}</TabsTrigger>
          <TabsTrigger value="payments">{`${t('detail.tabs.payments')} (${co.f.number(c.payments.length)})`}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="grid gap-4 lg:grid-cols-2">
          <Section title={t('form.sections.identity')}>
            <Facts
              items={[
                { label: t('fields.nameAr'), value: c.nameAr ?? '—' },
                { label: t('fields.nameEn'), value: c.nameEn ?? '—' },
                c.customerType === 'corporate' ? { label: t('fields.commercialRegister'), value: <span className="num">{c.commercialRegister ?? '—'}</span> } : { label: t('fields.nationality'), value: c.nationality ?? '—' },
                { label: t('fields.civilId'), value: <span className="num">{c.civilId ? `${c.civilId}${c.civilIdExpiry ? ` (${co.day(c.civilIdExpiry)})` : ''}` : '—'}</span> },
                { label: t('fields.phone'), value: phone(c.phone) },
                c.alternativePhone ? { label: t('fields.alternativePhone'), value: phone(c.alternativePhone) } : null,
                { label: t('fields.email'), value: c.email ?? '—' },
                c.customerType === 'corporate' ? { label: t('fields.contactPerson'), value: c.contactPerson ?? '—' } : null,
                { label: t('fields.address'), value: [c.address, c.city].filter(Boolean).join('، ') || '—', wide: true },
                c.notes ? { label: t('fields.notes'), value: <span className="whitespace-pre-line">{c.notes}</span>, wide: true } : null,
              ]}
            />
          </Section>
          <Section title={t('form.sections.work')}>
            <Facts
              items={[
                { label: t('fields.employer'), value: p.employer ?? '—' },
                { label: t('fields.occupation'), value: p.occupation ?? '—' },
                { label: t('fields.monthlyIncome'), value: <span className="num">{co.money(p.monthlyIncome)}</span> },
                { label: t('fields.emergencyContact'), value: p.emergencyContactName || p.emergencyContactPhone ? <>{p.emergencyContactName ?? ''} {phone(p.emergencyContactPhone)}</> : '—', wide: true },
              ]}
            />
          </Section>
        </TabsContent>
        <TabsContent value="leases"><TenantLeases tenant={c} /></TabsContent>
        <TabsContent value="invoices"><TenantInvoices tenant={c} /></TabsContent>
        <TabsContent value="payments"><TenantPayments tenant={c} /></TabsContent>
      </Tabs>
      <TenantFormDialog open={dialog === 'edit'} onOpenChange={(o) => setDialog(o ? 'edit' : null)} tenant={c} />
      <ConfirmDialog
        open={dialog === 'blacklist'}
        onOpenChange={(o) => setDialog(o ? 'blacklist' : null)}
        title={c.isBlacklisted ? t('blacklist.removeTitle', { name }) : t('blacklist.title', { name })}
        description={c.isBlacklisted ? t('blacklist.removeBody') : t('blacklist.body')}
        confirmLabel={c.isBlacklisted ? t('blacklist.remove') : t('blacklist.action')}
        destructive={!c.isBlacklisted}
        reason={c.isBlacklisted ? undefined : { label: t('blacklist.reasonLabel'), required: true }}
        busy={update.isPending}
        error={update.error ? errorText(update.error, d('saveFailed'), d('network')) : null}
        onConfirm={(reason) =>
          update.mutate(
            { id: c.id, patch: c.isBlacklisted ? { isBlacklisted: false, blacklistReason: null } : { isBlacklisted: true, blacklistReason: reason } },
            { onSuccess: () => { toast.success(c.isBlacklisted ? t('blacklist.removed') : t('blacklist.done')); setDialog(null); } },
          )
        }
      />
    </div>
  );
}
