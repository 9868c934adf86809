// The end-of-service settlements on /hr/payroll: each with its employee, last day, reason, net
// and status; its PDF; its ledger entry; and recording its payment while it awaits one.
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Section } from '../../../../web/components/data/section';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { openFile } from '../../../../web/lib/open-file';
import { usePaySettlement, useSettlements } from '../api/payroll';
import type { Settlement } from '../api/types';
import { usePayrollT } from '../i18n';

export function SettlementsSection() {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const list = useSettlements();
  return (
    <Section title={t('settlement.list')} testId="payroll-settlements">
      {list.isError ? <Alert>{errorText(list.error, d('loadFailed'), d('network'))}</Alert> : null}
      {list.isPending ? <Spinner /> : null}
      {list.data && !list.data.items.length ? <p className="text-sm text-muted-foreground">{t('settlement.none')}</p> : null}
      {list.data?.items.length ? (
        <ul className="flex flex-col divide-y divide-border" aria-label={t('settlement.listCaption')}>
          {list.data.items.map((s) => (
            <SettlementRow key={s.id} settlement={s} />
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function SettlementRow({ settlement: s }: { settlement: Settlement }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const en = co.f.language.startsWith('en');
  const pay = usePaySettlement();
  const [paidOn, setPaidOn] = useState(co.today);
  const owed = s.total.startsWith('-');
  const canWrite = co.can('hr.payroll.write');
  const pdf = () => void openFile(`/api/payroll/settlements/${s.id}/pdf`).catch((error: unknown) => toast.error(errorText(error, d('loadFailed'), d('network'))));

  return (
    <li className="flex flex-col gap-2 py-3" data-testid="payroll-settlement-row">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-medium">{en ? s.nameEn : s.nameAr}</p>
          <p className="text-xs text-muted-foreground">
            <span className="num">{s.settlementNumber}</span> · {t(`settlement.reasons.${s.reason}`)} · {t('settlement.columns.lastDay')} <span className="num">{co.day(s.lastDay)}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          {owed ? <span className="text-sm text-muted-foreground">{t('settlement.owed')}</span> : null}
          <span className="num font-semibold" data-testid="payroll-settlement-total">
            {co.money(owed ? s.total.slice(1) : s.total)}
          </span>
          <Badge tone={s.status === 'paid' ? 'success' : 'warning'}>{t(`settlement.status.${s.status}`)}</Badge>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button size="sm" variant="outline" onClick={pdf} data-testid="payroll-settlement-pdf">
          {t('settlement.pdf')}
        </Button>
        {s.journalEntryId ? (
          <Link to={withBase(co.base, `/finance/journal-entries/${s.journalEntryId}`)} className="text-sm text-primary hover:underline">
            {t('settlement.entry')}
          </Link>
        ) : null}
        {canWrite && s.status === 'settled' ? (
          <span className="flex flex-wrap items-center gap-2">
            <Input type="date" dir="ltr" aria-label={t('settlement.paidOn')} className="num h-9 w-40 text-start" value={paidOn} min={s.lastDay} max={co.today} onChange={(e) => setPaidOn(e.target.value)} />
            <Button size="sm" disabled={pay.isPending || !paidOn} onClick={() => pay.mutate({ id: s.id, paidOn }, { onSuccess: () => toast.success(t('settlement.paid')) })} data-testid="payroll-settlement-pay">
              {pay.isPending ? <Spinner /> : null}
              {t('settlement.pay')}
            </Button>
          </span>
        ) : s.paidOn ? (
          <span className="text-sm text-muted-foreground">{t('paidOn', { date: co.day(s.paidOn) })}</span>
        ) : null}
      </div>
      {pay.isError ? <Alert>{errorText(pay.error, d('saveFailed'), d('network'))}</Alert> : null}
    </li>
  );
}
