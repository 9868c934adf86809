import Plus from 'lucide-react/icons/plus';
import { CURRENCY_CODES, type CurrencyCode } from '../../../../core/money';
import { useState } from 'react';
import { Badge, type Tone } from '../../../../web/components/data/badge';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Card } from '../../../../web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { useFormatter } from '../../../../web/lib/format';
import { usePlatformCompanies } from '../../../../web/features/browse/api/use-platform-companies';
import { useGates, usePlans, useRecords, type Plan } from '../api/plans';
import { GatesTab } from '../components/gates-tab';
import { PlanDialog } from '../components/plan-dialog';
import { RecordDialog } from '../components/record-dialog';
import { useSubscriptionsT } from '../i18n';

// Tabs, not a list: only the list state is shared, so `?tab=plans` links and reloads keep the tab.
const VIEW: ListConfig = { selects: { tab: ['records', 'plans', 'gates'] } };

const STATUS_TONES: Record<string, Tone> = { paid: 'success', pending: 'warning', cancelled: 'muted', refunded: 'danger' };

/** /super-admin/payments: subscription records and payments, plans, feature gates. */
export function PaymentsPage() {
  const { t, language } = useSubscriptionsT();
  const fmt = useFormatter();
  const view = useListState(VIEW);
  const tab = view.selects.tab;
  const plans = usePlans();
  const gates = useGates();
  const records = useRecords();
  const companies = usePlatformCompanies();
  const [recording, setRecording] = useState(false);
  const [planDialog, setPlanDialog] = useState<{ open: boolean; plan: Plan | null }>({ open: false, plan: null });
  const limit = (n: number | null) => (n === null ? t('common.unlimited') : fmt.number(n));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader subtitle={t('payments.subtitle')} />
      <Tabs value={tab} onValueChange={(value) => view.setSelect('tab', value)} dir={language === 'ar' ? 'rtl' : 'ltr'}>
        <TabsList>
          <TabsTrigger value="records">{t('payments.tabs.records')}</TabsTrigger>
          <TabsTrigger value="plans">{t('payments.tabs.plans')}</TabsTrigger>
          <TabsTrigger value="gates">{t('payments.tabs.gates')}</TabsTrigger>
        </TabsList>
        <TabsContent value="records" className="mt-4 flex flex-col gap-3">
          <Button className="w-fit" onClick={() => setRecording(true)}><Plus aria-hidden="true" />{t('payments.record')}</Button>
          {records.isPending ? <SkeletonRows /> : records.isError ? <LoadError error={records.error} onRetry={() => void records.refetch()} /> : records.data.length === 0 ? (
            <Card className="p-8 text-center text-muted-foreground">{t('payments.noRecords')}</Card>
          ) : (
            <Card className="overflow-x-auto">
              <table className="w-full text-sm" data-testid="records-table">
                <thead className="border-b border-border bg-muted/60 text-xs text-muted-foreground">
                  <tr>{(['company', 'plan', 'period', 'amount', 'status', 'method'] as const).map((k) => <th key={k} scope="col" className={k === 'amount' ? 'px-4 py-3 text-end font-semibold' : 'px-4 py-3 text-start font-semibold'}>{t(`payments.columns.${k}`)}</th>)}</tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {records.data.map((r) => (
                    <tr key={r.id}>
                      <th scope="row" className="px-4 py-3 text-start font-semibold">{(language === 'ar' && r.companyNameAr) || r.companyName}</th>
                      <td className="px-4 py-3">{r.planCode} · {t(`payments.cycles.${r.billingCycle}`)}</td>
                      <td className="px-4 py-3 whitespace-nowrap">{fmt.date(r.periodStart)} – {fmt.date(r.periodEnd)}</td>
                      <td className="num px-4 py-3 text-end">{fmt.money(r.amount, r.currency)}</td>
                      <td className="px-4 py-3"><Badge tone={STATUS_TONES[r.status] ?? 'muted'}>{t(`payments.statuses.${r.status}`)}</Badge></td>
                      <td className="px-4 py-3">{r.paymentMethod ? t(`payments.methods.${r.paymentMethod as 'cash'}`) : '—'}{r.reference ? ` · ${r.reference}` : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          )}
        </TabsContent>
        <TabsContent value="plans" className="mt-4 flex flex-col gap-3">
          <Button className="w-fit" onClick={() => setPlanDialog({ open: true, plan: null })}><Plus aria-hidden="true" />{t('plans.add')}</Button>
          {plans.isPending ? <SkeletonRows /> : plans.isError ? <LoadError error={plans.error} onRetry={() => void plans.refetch()} /> : (
            <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4" data-testid="plans-list">
              {plans.data.map((p) => (
                <Card key={p.id} className="flex flex-col gap-3 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <div className="flex flex-col">
                      <span className="font-semibold">{(language === 'ar' && p.nameAr) || p.name}</span>
                      <span dir="ltr" className="text-start text-xs text-muted-foreground">{p.planCode}</span>
                    </div>
                    <div className="flex gap-1">
                      {p.isDefault ? <Badge tone="primary">{t('plans.defaultBadge')}</Badge> : null}
                      {!p.isActive ? <Badge tone="muted">{t('plans.inactive')}</Badge> : null}
                    </div>
                  </div>
                  <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                    {(['maxUsers', 'maxVehicles', 'maxCustomers', 'maxContracts'] as const).map((l) => (
                      <div key={l} className="contents"><dt className="text-muted-foreground">{t(`plans.${l}`)}</dt><dd className="num text-end">{limit(p[l])}</dd></div>
                    ))}
                  </dl>
                  <ul className="flex flex-col gap-0.5 text-sm">
                    {[...p.prices].sort((a, b) => CURRENCY_CODES.indexOf(a.currency as CurrencyCode) - CURRENCY_CODES.indexOf(b.currency as CurrencyCode)).slice(0, 3).map((x) => (
                      <li key={x.currency} className="num">{t('plans.perMonth', { price: fmt.money(x.monthly, x.currency) })}</li>
                    ))}
                  </ul>
                  <Button variant="outline" size="sm" className="mt-auto w-fit" onClick={() => setPlanDialog({ open: true, plan: p })}>{t('common.edit')}</Button>
                </Card>
              ))}
            </div>
          )}
        </TabsContent>
        <TabsContent value="gates" className="mt-4">
          {gates.isPending ? <SkeletonRows /> : gates.isError ? <LoadError error={gates.error} onRetry={() => void gates.refetch()} /> : <GatesTab gates={gates.data} plans={plans.data ?? []} />}
        </TabsContent>
      </Tabs>
      <RecordDialog open={recording} onOpenChange={setRecording} companies={companies.data ?? []} plans={plans.data ?? []} />
      <PlanDialog plan={planDialog.plan} open={planDialog.open} onOpenChange={(open) => setPlanDialog((d) => ({ ...d, open }))} />
    </div>
  );
}
