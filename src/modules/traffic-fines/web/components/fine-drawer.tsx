import FileText from 'lucide-react/icons/file-text';
import { useState } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../../web/components/ui/sheet';
import { Spinner } from '../../../../web/components/ui/spinner';
import { api } from '../../../../web/lib/api';
import { openFile } from '../../../../web/lib/open-file';
import { useFineAction, usePayFine } from '../api/fine-actions';
import { useFine } from '../api/get-fines';
import type { FineDetail, PayMethod } from '../api/types';
import { useFinesT } from '../i18n';
import { FineBadges } from './fine-badges';
import { MatchReason } from './match-reason';
import { WaiverSection } from './waiver-section';

/** One fine beside the list: the facts, who is responsible and why, changing the match, recharging and paying it. */
export function FineDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useFinesT();
  const fine = useFine(id);
  return (
    <Sheet open={!!id} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-[32rem] overflow-y-auto p-5" data-testid="fine-drawer">
        <SheetTitle className="text-lg font-semibold">{fine.data ? t('detail.title', { number: fine.data.violationNumber }) : '…'}</SheetTitle>
        <SheetDescription className="sr-only">{t('list.subtitle')}</SheetDescription>
        {fine.data ? <FineBody fine={fine.data} /> : <Spinner />}
        <Button variant="outline" className="mt-4 self-start" onClick={onClose}>
          {t('detail.close')}
        </Button>
      </SheetContent>
    </Sheet>
  );
}

function FineBody({ fine }: { fine: FineDetail }) {
  const { t } = useFinesT();
  const co = useCompany();
  const canWrite = co.can('fleet.violations.write');
  const action = useFineAction();
  const fail = (e: unknown) => toast.error(errorText(e, t('failed'), t('network')));
  const run = (a: Parameters<typeof action.mutate>[0]) => action.mutate(a, { onSuccess: () => toast.success(t('detail.done')), onError: fail });
  const open = fine.status === 'pending' || fine.status === 'confirmed' || fine.status === 'paid';
  // A waived fine, or one whose waiver waits on its approval, is neither recharged nor re-matched.
  const settled = Boolean(fine.waivedOn || fine.awaitingApproval);
  const who = fine.responsible === 'customer' ? (co.f.language === 'ar' ? fine.customerNameAr : fine.customerNameEn) ?? fine.customerNameAr ?? fine.customerNameEn : t(`responsible.${fine.responsible}`);
  const facts: Array<[string, string | null]> = [
    [t('list.columns.at'), co.at(fine.violatedAt)],
    [t('list.columns.vehicle'), `${fine.plate} · ${fine.vehicleName ?? ''}`],
    [t('detail.type'), fine.violationType],
    [t('detail.place'), fine.location],
    [t('detail.authority'), fine.authority],
    [t('list.columns.amount'), co.money(fine.amount)],
    [t('detail.paid'), co.money(fine.paidAmount)],
    [t('detail.outstanding'), co.money(fine.outstanding)],
  ];
  return (
    <div className="mt-3 flex flex-col gap-4">
      <div className="flex">
        <FineBadges fine={fine} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.filter(([, v]) => v).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="num">{v}</dd>
          </div>
        ))}
      </dl>
      <section className="rounded-lg border border-border p-3" data-testid="fine-match">
        <h3 className="font-semibold">{t('detail.match')}: {who}{fine.contractNumber ? <span className="num"> · {fine.contractNumber}</span> : null}</h3>
        <MatchReason fine={fine} />
        {canWrite && open && fine.status !== 'paid' && !settled ? <MatchEditor fine={fine} /> : null}
      </section>
      {fine.rechargeInvoiceNumber ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm" data-testid="fine-recharged">
            {t('detail.recharge')}: {t(`detail.rechargedBy.${fine.rechargeMethod ?? 'invoice'}`, { number: fine.rechargeInvoiceNumber })} — <span className="num">{co.money(fine.rechargeTotal)}</span> ({t('detail.fee')} <span className="num">{co.money(fine.rechargeFee)}</span>)
          </p>
          {/* The letter the renter receives (issue 16's customer notice). */}
          <Button variant="outline" size="sm" onClick={() => void openFile(`/api/traffic-violations/${encodeURIComponent(fine.id)}/notice`).catch((e: unknown) => toast.error(errorText(e, t('detail.noticeFailed'), t('detail.noticeFailed'))))}>
            <FileText aria-hidden="true" />
            {t('detail.notice')}
          </Button>
        </div>
      ) : null}
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          {fine.status === 'pending' ? <Button variant="outline" onClick={() => run({ id: fine.id, kind: 'confirm' })}>{t('detail.confirm')}</Button> : null}
          {open && fine.responsible === 'customer' && !settled ? (
            <>
              <Button onClick={() => run({ id: fine.id, kind: 'recharge', body: { method: 'deposit' } })} disabled={action.isPending}>{t('detail.rechargeDeposit')}</Button>
              <Button variant="outline" onClick={() => run({ id: fine.id, kind: 'recharge', body: { method: 'invoice' } })} disabled={action.isPending}>{t('detail.rechargeInvoice')}</Button>
            </>
          ) : null}
          {(fine.status === 'pending' || fine.status === 'confirmed') && fine.paidAmount.replace(/[0.]/g, '') === '' ? <Button variant="outline" onClick={() => run({ id: fine.id, kind: 'cancel', body: {} })}>{t('detail.cancel')}</Button> : null}
        </div>
      ) : null}
      <WaiverSection fine={fine} canWrite={canWrite} />
      {canWrite && fine.status !== 'cancelled' && fine.outstanding.replace(/[0.]/g, '') !== '' ? <PayForm fine={fine} /> : null}
      {fine.payments.length ? (
        <section>
          <h3 className="font-semibold">{t('detail.payments')}</h3>
          <ul className="text-sm">
            {fine.payments.map((p) => (
              <li key={p.id} className="num">{p.paymentNumber} · {co.day(p.paidOn)} · {t(`methods.${p.method}`)} · {co.money(p.amount)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function MatchEditor({ fine }: { fine: FineDetail }) {
  const { t } = useFinesT();
  const [to, setTo] = useState<'contract' | 'company' | 'auto'>('contract');
  const [number, setNumber] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useFineAction();
  async function save() {
    setError(null);
    let contractId: string | null = null;
    if (to === 'contract') {
      // The contract is named by its number, looked up among the contracts list.
      const found = await api<{ items: Array<{ id: string; contractNumber: string }> }>(`/api/contracts?search=${encodeURIComponent(number.trim())}&pageSize=5`).catch(() => ({ items: [] }));
      contractId = found.items.find((c) => c.contractNumber === number.trim())?.id ?? null;
      if (!contractId) return setError(t('detail.notFoundContract'));
    }
    action.mutate({ id: fine.id, kind: 'match', body: { to, contractId, note: note || null } }, { onSuccess: () => toast.success(t('detail.done')), onError: (e) => setError(errorText(e, t('failed'), t('network'))) });
  }
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm text-primary">{t('detail.changeMatch')}</summary>
      <div className="mt-2 flex flex-col gap-2">
        <NativeSelect aria-label={t('detail.changeMatch')} value={to} onChange={(e) => setTo(e.target.value as typeof to)}>
          <option value="contract">{t('detail.toContract')}</option>
          <option value="company">{t('detail.toCompany')}</option>
          <option value="auto">{t('detail.toAuto')}</option>
        </NativeSelect>
        {to === 'contract' ? (
          <FormField id="fine-match-contract" label={t('detail.contractNumber')} error={error ?? undefined}>
            <Input id="fine-match-contract" dir="ltr" value={number} onChange={(e) => setNumber(e.target.value)} placeholder="CON-00012" />
          </FormField>
        ) : error ? <p className="text-sm text-destructive">{error}</p> : null}
        <FormField id="fine-match-note" label={t('detail.note')}>
          <Input id="fine-match-note" value={note} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        <Button className="self-start" onClick={save} disabled={action.isPending}>{t('detail.saveMatch')}</Button>
      </div>
    </details>
  );
}

function PayForm({ fine }: { fine: FineDetail }) {
  const { t } = useFinesT();
  const co = useCompany();
  const [amount, setAmount] = useState(fine.outstanding);
  const [method, setMethod] = useState<PayMethod>('bank_transfer');
  const [date, setDate] = useState(co.today);
  const [reference, setReference] = useState('');
  const pay = usePayFine();
  return (
    <details>
      <summary className="cursor-pointer text-sm text-primary">{t('detail.pay')}</summary>
      <form
        className="mt-2 grid grid-cols-2 gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          pay.mutate({ violationId: fine.id, amount, method, paidOn: date, reference: reference || null }, { onSuccess: () => toast.success(t('pay.saved')), onError: (err) => toast.error(errorText(err, t('failed'), t('network'))) });
        }}
      >
        <FormField id="fine-pay-amount" label={t('pay.amount')}>
          <Input id="fine-pay-amount" dir="ltr" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </FormField>
        <FormField id="fine-pay-method" label={t('pay.method')}>
          <NativeSelect id="fine-pay-method" value={method} onChange={(e) => setMethod(e.target.value as PayMethod)}>
            {(['bank_transfer', 'cash', 'cheque', 'card'] as const).map((m) => <option key={m} value={m}>{t(`methods.${m}`)}</option>)}
          </NativeSelect>
        </FormField>
        <FormField id="fine-pay-date" label={t('pay.date')}>
          <Input id="fine-pay-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormField>
        <FormField id="fine-pay-reference" label={t('pay.reference')}>
          <Input id="fine-pay-reference" value={reference} onChange={(e) => setReference(e.target.value)} />
        </FormField>
        <Button type="submit" className="col-span-2 justify-self-start" disabled={pay.isPending}>{t('pay.save')}</Button>
      </form>
    </details>
  );
}
