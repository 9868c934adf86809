import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import LinkIcon from 'lucide-react/icons/link-2-off';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../../core/money/format';
import { resolveCurrency } from '../../../../core/money/currencies';
import { Logo } from '../../../../web/components/logo';
import { SignaturePad } from '../../../../web/components/signature-pad';
import { PageTitle } from '../../../../web/components/page-title';
import { Button } from '../../../../web/components/ui/button';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { getFormatPreferences } from '../../../../web/lib/format-preferences';
import { cn } from '../../../../web/lib/cn';
import { usePublicQuotation, useDecide, type PublicQuotation } from '../api/public-quotation';
import { useApprovalT } from '../i18n/approval';

/**
 * /quotation-approval?token=… — the customer's page: no account, no app shell, phone first. Shows
 * the offer and records approve/reject with a comment; invalid, expired and answered links each
 * get their own clear state.
 */
export function ApprovalPage() {
  const { t } = useApprovalT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = /^[A-Za-z0-9_-]{43}$/.test(token);
  const query = usePublicQuotation(valid ? token : '');

  let body: ReactNode;
  if (!valid) body = <State heading icon={LinkIcon} tone="danger" title={t('invalid')} text={t('invalidBody')} />;
  else if (query.isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Spinner />
        {t('loading')}
      </div>
    );
  } else if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404 || status === 400) body = <State heading icon={LinkIcon} tone="danger" title={t('invalid')} text={t('invalidBody')} />;
    else if (status === 410) body = <State heading icon={Clock} tone="warning" title={t('expired')} text={t('expiredBody')} />;
    else body = <State heading icon={CircleX} tone="danger" title={t('failed')} text={query.error.message} action={<Button variant="outline" onClick={() => void query.refetch()}>{t('retry')}</Button>} />;
  } else body = <Offer token={token} q={query.data} />;

  return (
    <div className="min-h-dvh bg-muted/40">
      <PageTitle title={query.data ? t('heading', { number: query.data.quotationNumber }) : t('pageTitle')} />
      <main className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-6 sm:py-10">{body}</main>
      <footer className="flex items-center justify-center gap-2 pb-8 text-xs text-muted-foreground">
        <Logo className="h-4 text-muted-foreground" />
        <span>{t('poweredBy')}</span>
      </footer>
    </div>
  );
}

function useMoney(currency: string) {
  const { language } = useApprovalT();
  const code = resolveCurrency(currency);
  const numberingSystem = getFormatPreferences().numberingSystem;
  return (amount: string) => formatMoney(amount, code, language === 'en' ? { locale: 'en-US', display: 'code', numberingSystem } : { numberingSystem });
}

function day(ymd: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC', numberingSystem: getFormatPreferences().numberingSystem }).format(new Date(`${ymd.slice(0, 10)}T00:00:00Z`));
}

function Offer({ token, q }: { token: string; q: PublicQuotation }) {
  const { t, language } = useApprovalT();
  const money = useMoney(q.currency);
  const decide = useDecide(token);
  const [comment, setComment] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [drawn, setDrawn] = useState<string | null>(null);
  const [signerName, setSignerName] = useState<string | null>(null);
  const [signError, setSignError] = useState<string | null>(null);
  const company = (language === 'ar' ? q.company.nameAr : q.company.name) || q.company.name;
  const customer = (language === 'ar' ? q.customer.nameAr || q.customer.nameEn : q.customer.nameEn || q.customer.nameAr) ?? '';
  const n = new Intl.NumberFormat(language, { numberingSystem: getFormatPreferences().numberingSystem });
  const unit = q.duration === 1 ? t(`units.${q.rateUnit}`) : t(`unitsPlural.${q.rateUnit}`);
  const vehicleClass = q.vehicleClass && ['sedan', 'suv', 'hatchback', 'pickup', 'van', 'bus', 'coupe', 'truck'].includes(q.vehicleClass) ? t(`classes.${q.vehicleClass as 'suv'}`) : q.vehicleClass;

  const signer = signerName ?? customer;
  const approve = () => {
    if (q.signatureRequired && !signer.trim()) return setSignError(t('signerNameRequired'));
    if (q.signatureRequired && !drawn) return setSignError(t('signatureRequired'));
    setSignError(null);
    decide.mutate({ decision: 'approve', comment: comment.trim() || null, ...(q.signatureRequired && drawn ? { signature: { signerName: signer.trim(), image: drawn } } : {}) });
  };

  const decided = decide.data?.status ?? (q.status === 'approved' || q.status === 'converted' ? 'was-approved' : q.status === 'rejected' ? 'was-rejected' : null);
  const expired = q.status === 'expired' || (q.status !== 'sent' && !decided);

  return (
    <>
      <header className="flex items-center gap-3 rounded-2xl bg-card p-4 shadow-sm">
        {q.company.logoUrl ? <img src={q.company.logoUrl} alt="" className="size-12 shrink-0 rounded-lg object-contain" /> : null}
        <div className="flex min-w-0 flex-col">
          <span className="text-lg font-bold break-words" data-testid="approval-company">{company}</span>
          {q.company.phone ? (
            <a href={`tel:${q.company.phone}`} className="text-sm text-primary">
              {t('call', { phone: '' })}
              <span dir="ltr" className="num">{q.company.phone}</span>
            </a>
          ) : null}
        </div>
      </header>

      <article className="flex flex-col gap-4 rounded-2xl bg-card p-5 shadow-sm" data-testid="approval-offer">
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-bold">{t('heading', { number: q.quotationNumber })}</h1>
          <p className="text-sm text-muted-foreground">{`${t('for')}: ${customer}`}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          {q.vehicle ? <Row label={t('vehicle')} value={`${q.vehicle.make} ${q.vehicle.model} ${q.vehicle.year}`} /> : <Row label={t('vehicleClass')} value={vehicleClass ?? '—'} />}
          <Row label={t('start')} value={day(q.startDate, language)} />
          <Row label={t('duration')} value={`${n.format(q.duration)} ${unit}`} />
          <Row label={t('rate')} value={<span className="num">{`${money(q.rate)} / ${t(`units.${q.rateUnit}`)}`}</span>} />
        </dl>
        <div className="flex flex-col gap-2 border-t border-border pt-4 text-sm">
          {q.extras.length ? <p className="text-xs font-semibold text-muted-foreground">{t('extras')}</p> : null}
          {q.extras.map((e, i) => (
            <Line key={i} label={e.description} value={money(e.amount)} />
          ))}
          <Line label={t('subtotal')} value={money(q.subtotal)} />
          {Number(q.discount) > 0 ? <Line label={t('discount')} value={`− ${money(q.discount)}`} /> : null}
          <div className="mt-1 flex items-baseline justify-between gap-3 rounded-xl bg-primary-soft px-4 py-3 text-primary">
            <span className="font-semibold">{t('total')}</span>
            <span className="num text-2xl font-bold" data-testid="approval-total">
              {money(q.total)}
            </span>
          </div>
          <p className="text-xs text-muted-foreground">{t('validUntil', { date: day(q.validUntil, language) })}</p>
        </div>
        {q.terms ? (
          <details className="rounded-lg border border-border p-3 text-sm">
            <summary className="cursor-pointer font-medium">{t('terms')}</summary>
            <p className="mt-2 whitespace-pre-line text-muted-foreground">{q.terms}</p>
          </details>
        ) : null}
      </article>

      {decided === 'approved' || decided === 'was-approved' ? (
        <State icon={CircleCheck} tone="success" title={decided === 'approved' ? t('approved') : t('alreadyApproved')} text={decided === 'approved' ? t('approvedBody', { company }) : q.decidedAt ? t('decidedOn', { date: day(q.decidedAt, language) }) : ''} />
      ) : decided === 'rejected' || decided === 'was-rejected' ? (
        <State icon={CircleX} tone="danger" title={decided === 'rejected' ? t('rejected') : t('alreadyRejected')} text={decided === 'rejected' ? t('rejectedBody', { company }) : q.decidedAt ? t('decidedOn', { date: day(q.decidedAt, language) }) : ''} />
      ) : expired ? (
        <State icon={Clock} tone="warning" title={t('expired')} text={t('expiredBody')} />
      ) : (
        <section className="flex flex-col gap-3 rounded-2xl bg-card p-5 shadow-sm">
          <label htmlFor="approval-comment" className="text-sm font-medium">
            {t('comment')}
          </label>
          <textarea
            id="approval-comment"
            value={comment}
            maxLength={1000}
            onChange={(event) => setComment(event.target.value)}
            className="min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none"
          />
          {q.signatureRequired && !rejecting ? (
            <fieldset className="flex flex-col gap-2" data-testid="approval-signature">
              <legend className="mb-1 text-sm font-medium">{t('signature')}</legend>
              <p className="text-sm text-muted-foreground">{t('signatureHint')}</p>
              <label htmlFor="approval-signer" className="text-sm font-medium">
                {t('signerName')}
              </label>
              <input
                id="approval-signer"
                value={signer}
                maxLength={120}
                onChange={(event) => setSignerName(event.target.value)}
                className="h-11 w-full rounded-md border border-input bg-card px-3 text-base focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none"
              />
              <SignaturePad
                label={t('signaturePad')}
                onChange={(image) => {
                  setDrawn(image);
                  if (image) setSignError(null);
                }}
              />
            </fieldset>
          ) : null}
          {signError || decide.error ? (
            <p role="alert" className="text-sm text-destructive">
              {signError ?? decide.error?.message}
            </p>
          ) : null}
          {rejecting ? (
            <div className="flex flex-col gap-2">
              <Button variant="destructive" size="lg" disabled={decide.isPending} onClick={() => decide.mutate({ decision: 'reject', comment: comment.trim() || null })}>
                {decide.isPending ? <Spinner /> : null}
                {t('confirmReject')}
              </Button>
              <Button variant="ghost" disabled={decide.isPending} onClick={() => setRejecting(false)}>
                {t('back')}
              </Button>
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <Button size="lg" disabled={decide.isPending} onClick={approve}>
                {decide.isPending ? <Spinner /> : <CircleCheck aria-hidden="true" />}
                {t('approve')}
              </Button>
              <Button variant="outline" size="lg" disabled={decide.isPending} onClick={() => setRejecting(true)}>
                {t('reject')}
              </Button>
            </div>
          )}
        </section>
      )}
    </>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span className="min-w-0 break-words">{label}</span>
      <span className="num shrink-0 font-medium">{value}</span>
    </div>
  );
}

const TONES = { success: 'bg-success-soft text-success', danger: 'bg-destructive-soft text-destructive', warning: 'bg-warning-soft text-warning' } as const;

/** A state of the link or of the decision; `heading` when it is the whole page (its h1). */
function State({ icon: Icon, tone, title, text, action, heading }: { icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; tone: keyof typeof TONES; title: string; text: string; action?: ReactNode; heading?: boolean }) {
  const Title = heading ? 'h1' : 'h2';
  return (
    <section role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-card p-6 text-center shadow-sm" data-testid="approval-state">
      <span className={cn('flex size-14 items-center justify-center rounded-full', TONES[tone])}>
        <Icon aria-hidden className="size-7" />
      </span>
      <Title className="text-lg font-bold">{title}</Title>
      {text ? <p className="max-w-sm text-sm text-muted-foreground">{text}</p> : null}
      {action}
    </section>
  );
}
