import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { integerOf, ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { api } from '../../../../web/lib/api';
import { cn } from '../../../../web/lib/cn';
import { useContract } from '../../../contracts/web/api/get-contract';
import { usePermit } from '../../../dispatch-permits/web/api/permits';
import { useSaveInspection } from '../api/inspections';
import { CAR_VIEWS, CHECK_STATUSES, DAMAGE_SEVERITIES, DAMAGE_TYPES, type CarView as View, type CheckStatus, type PointInput } from '../api/types';
import { CarView } from '../components/car-diagram';
import { SignaturePad } from '../components/signature-pad';
import { useInspectionsT } from '../i18n';

const ITEMS = ['spare_tyre', 'jack', 'registration', 'first_aid', 'fire_extinguisher', 'tyres', 'lights', 'ac', 'clean'] as const;
const STEPS = ['checklist', 'readings', 'damage', 'signatures', 'review'] as const;
type Source = { kind: 'handover' | 'return' | 'dispatch'; contractId?: string; dispatchPermitId?: string; label: string; vehicleId: string; plate: string; odometer: number; fuel: number };

/**
 * /fleet/vehicle-condition-check/new?contractId=…&kind=handover|return, or ?dispatchPermitId=… —
 * the check in five steps, one screen each, its buttons at the bottom under the thumb. A
 * contract's check is saved by the contract's handover or return (the one mechanism).
 */
export function InspectionWizardPage() {
  const [params] = useSearchParams();
  const { t } = useInspectionsT();
  const contractId = params.get('contractId') ?? '';
  const permitId = params.get('dispatchPermitId') ?? '';
  const kind = params.get('kind') === 'handover' ? 'handover' : 'return';
  const contract = useContract(contractId);
  const permit = usePermit(permitId, Boolean(permitId));
  if (!contractId && !permitId) return <Alert tone="info">{t('wizard.missingSource')}</Alert>;
  const query = contractId ? contract : permit;
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const source: Source = contractId
    ? { kind, contractId, label: contract.data!.contractNumber, vehicleId: contract.data!.vehicleId, plate: contract.data!.vehicle?.plateNumber ?? '', odometer: (kind === 'return' ? contract.data!.handoverOdometer : null) ?? contract.data!.vehicle?.odometer ?? 0, fuel: contract.data!.handoverFuel ?? 8 }
    : { kind: 'dispatch', dispatchPermitId: permitId, label: permit.data!.permitNumber, vehicleId: permit.data!.vehicleId, plate: permit.data!.vehiclePlate, odometer: permit.data!.odometerOut ?? 0, fuel: 8 };
  return <Wizard source={source} />;
}

function Wizard({ source }: { source: Source }) {
  const { t } = useInspectionsT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const save = useSaveInspection();
  const [step, setStep] = useState(0);
  const [checks, setChecks] = useState<Record<string, CheckStatus>>(() => Object.fromEntries(ITEMS.map((c) => [c, 'ok' as CheckStatus])));
  const [odometer, setOdometer] = useState(source.kind === 'return' ? '' : String(source.odometer));
  const [fuel, setFuel] = useState(source.fuel);
  const [view, setView] = useState<View>('left');
  const [points, setPoints] = useState<PointInput[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [customer, setCustomer] = useState<string | null>(null);
  const [signer, setSigner] = useState('');
  const [inspector, setInspector] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labels = { top: t('view.top'), left: t('view.left'), right: t('view.right'), front: t('view.front'), back: t('view.back') };
  const km = integerOf(odometer);
  const readingsOk = typeof km === 'number' && km >= 0;
  const sel = selected === null ? null : points[selected];
  const update = (n: number, patch: Partial<PointInput>) => setPoints(points.map((p, i) => (i === n ? { ...p, ...patch } : p)));

  const photo = async (n: number, file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.set('file', file);
      form.set('kind', 'photo');
      const doc = await api<{ id: string }>(`/api/fleet/vehicles/${encodeURIComponent(source.vehicleId)}/documents`, { method: 'POST', body: form });
      update(n, { photoDocumentId: doc.id });
    } catch (err) {
      setError(errorText(err, d('saveFailed'), d('network')));
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    setError(null);
    const checklist = ITEMS.map((code) => ({ code, status: checks[code]! }));
    const condition = { damagePoints: points, customerSignature: customer, customerSignerName: signer || null, inspectorSignature: inspector };
    const inspection = source.contractId ? { checklist: checklist.filter((c) => c.status !== 'na').map((c) => ({ code: c.code, ok: c.status === 'ok' })), damages: [], ...condition } : { checklist, ...condition };
    save.mutate(
      { kind: source.kind, contractId: source.contractId, dispatchPermitId: source.dispatchPermitId, body: { odometer: km, fuel }, inspection },
      { onSuccess: (id) => navigate(withBase(co.base, `/fleet/vehicle-condition-check/${id}`)), onError: (err) => setError(errorText(err, d('saveFailed'), d('network'))) },
    );
  };

  const name = STEPS[step]!;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4" data-testid="inspection-wizard">
      <PageHeader title={t('wizard.title', { kind: t(`kind.${source.kind}`), source: source.label })} subtitle={<span className="num">{ltr(source.plate)}</span>} />
      <ol className="flex gap-1" aria-label={t('wizard.step', { n: step + 1, total: STEPS.length })}>
        {STEPS.map((s, i) => (
          <li key={s} className={cn('h-1.5 flex-1 rounded-full', i <= step ? 'bg-primary' : 'bg-muted')} aria-current={i === step ? 'step' : undefined} />
        ))}
      </ol>
      <h2 className="text-lg font-semibold" data-testid="wizard-step">
        {t(`wizard.steps.${name}`)} <span className="num text-sm font-normal text-muted-foreground">· {t('wizard.step', { n: co.f.number(step + 1), total: co.f.number(STEPS.length) })}</span>
      </h2>

      {name === 'checklist' ? (
        <ul className="flex flex-col gap-2">
          {ITEMS.map((code) => (
            <li key={code} className="flex flex-col gap-1.5 rounded-lg border border-border p-2.5">
              <span className="text-sm font-medium">{t(`items.${code}`)}</span>
              <div className="grid grid-cols-3 gap-1.5" role="radiogroup" aria-label={t(`items.${code}`)}>
                {CHECK_STATUSES.map((s) => (
                  <button key={s} type="button" role="radio" aria-checked={checks[code] === s} onClick={() => setChecks({ ...checks, [code]: s })} className={cn('min-h-11 rounded-md border text-sm', checks[code] === s ? (s === 'not_ok' ? 'border-destructive bg-destructive-soft text-destructive' : 'border-primary bg-primary/10 text-primary') : 'border-border')}>
                    {t(`check.${s}`)}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {name === 'readings' ? (
        <div className="flex flex-col gap-4">
          <FormField id="wizard-odometer" label={t('fields.odometer')} hint={t('wizard.lastOdometer', { km: co.f.number(source.odometer) })}>
            <Input inputMode="numeric" dir="ltr" id="wizard-odometer" className="num h-12 text-end text-lg" value={odometer} onChange={(e) => setOdometer(e.target.value)} data-testid="wizard-odometer" />
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('wizard.fuelLabel')}</legend>
            <div className="grid grid-cols-9 gap-1" dir="ltr">
              {Array.from({ length: 9 }, (_, n) => (
                <button key={n} type="button" aria-pressed={fuel === n} onClick={() => setFuel(n)} className={cn('num min-h-11 rounded-md border text-sm', fuel === n ? 'border-primary bg-primary text-primary-foreground' : 'border-border')}>
                  {co.f.number(n)}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      ) : null}

      {name === 'damage' ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t('wizard.tapHint')}</p>
          <div className="grid grid-cols-5 gap-1" role="tablist">
            {CAR_VIEWS.map((v) => (
              <button key={v} type="button" role="tab" aria-selected={view === v} onClick={() => setView(v)} data-testid={`view-tab-${v}`} className={cn('min-h-11 rounded-md border px-1 text-xs', view === v ? 'border-primary bg-primary/10 text-primary' : 'border-border')}>
                {labels[v]}
              </button>
            ))}
          </div>
          <CarView
            view={view}
            label={labels[view]}
            points={points.map((p, index) => ({ view: p.view as View, x: p.x, y: p.y, severity: p.severity as 'minor', index })).filter((p) => p.view === view)}
            selected={selected}
            onSelect={setSelected}
            onTap={(v, x, y) => {
              setPoints([...points, { view: v, x, y, type: 'scratch', severity: 'minor' }]);
              setSelected(points.length);
            }}
          />
          {sel && selected !== null ? (
            <div className="flex flex-col gap-3 rounded-lg border border-border p-3" data-testid="point-editor">
              <span className="text-sm font-semibold">{t('wizard.pointN', { n: co.f.number(selected + 1) })} · {labels[sel.view as View]}</span>
              <div className="grid grid-cols-3 gap-1.5" role="radiogroup" aria-label={t('list.columns.damage')}>
                {DAMAGE_TYPES.map((ty) => (
                  <button key={ty} type="button" role="radio" aria-checked={sel.type === ty} onClick={() => update(selected, { type: ty })} className={cn('min-h-11 rounded-md border text-sm', sel.type === ty ? 'border-primary bg-primary/10 text-primary' : 'border-border')}>
                    {t(`type.${ty}`)}
                  </button>
                ))}
              </div>
              <div className="grid grid-cols-3 gap-1.5" role="radiogroup">
                {DAMAGE_SEVERITIES.map((s) => (
                  <button key={s} type="button" role="radio" aria-checked={sel.severity === s} data-testid={`severity-${s}`} onClick={() => update(selected, { severity: s })} className={cn('min-h-11 rounded-md border text-sm', sel.severity === s ? 'border-primary bg-primary/10 text-primary' : 'border-border')}>
                    {t(`severity.${s}`)}
                  </button>
                ))}
              </div>
              <Input value={sel.note ?? ''} placeholder={t('fields.notes')} onChange={(e) => update(selected, { note: e.target.value || null })} />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-border px-3 text-sm">
                  {uploading ? <Spinner /> : null}
                  {sel.photoDocumentId ? t('wizard.photoAdded') : t('wizard.takePhoto')}
                  <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={(e) => void photo(selected, e.target.files?.[0])} />
                </label>
                <Button type="button" variant="ghost" onClick={() => { setPoints(points.filter((_, i) => i !== selected)); setSelected(null); }}>
                  {t('wizard.removePoint')}
                </Button>
              </div>
            </div>
          ) : null}
          <p className="num text-sm" data-testid="wizard-point-count">{t('wizard.points', { count: points.length })}</p>
        </div>
      ) : null}

      {name === 'signatures' ? (
        <div className="flex flex-col gap-4">
          <FormField id="wizard-signer" label={t('fields.customerSigner')}>
            <Input id="wizard-signer" value={signer} onChange={(e) => setSigner(e.target.value)} />
          </FormField>
          <SignaturePad value={customer} onChange={setCustomer} label={t('detail.customerSignature')} clearLabel={t('wizard.clear')} hint={t('wizard.signHere')} testId="signature-customer" />
          <SignaturePad value={inspector} onChange={setInspector} label={t('detail.inspectorSignature')} clearLabel={t('wizard.clear')} hint={t('wizard.signHere')} testId="signature-inspector" />
        </div>
      ) : null}

      {name === 'review' ? (
        <dl className="grid grid-cols-2 gap-3 rounded-lg border border-border p-3 text-sm" data-testid="wizard-review">
          <dt className="text-muted-foreground">{t('fields.odometer')}</dt>
          <dd className="num">{readingsOk ? t('detail.km', { km: co.f.number(km) }) : '—'}</dd>
          <dt className="text-muted-foreground">{t('fields.fuel')}</dt>
          <dd className="num">{t('detail.fuelEighths', { n: co.f.number(fuel) })}</dd>
          <dt className="text-muted-foreground">{t('detail.checklist')}</dt>
          <dd>{ITEMS.filter((c) => checks[c] === 'not_ok').map((c) => t(`items.${c}`)).join('، ') || t('check.ok')}</dd>
          <dt className="text-muted-foreground">{t('detail.damage')}</dt>
          <dd className="num">{t('wizard.points', { count: points.length })}</dd>
          <dt className="text-muted-foreground">{t('detail.signatures')}</dt>
          <dd>{[customer ? t('detail.customerSignature') : null, inspector ? t('detail.inspectorSignature') : null].filter(Boolean).join('، ') || t('detail.unsigned')}</dd>
        </dl>
      ) : null}

      {error ? <Alert>{error}</Alert> : null}
      {/* Under the thumb, above the shell's bottom bar on a phone (the house's sticky form bar). */}
      <div className="sticky bottom-20 z-20 rounded-xl border border-border bg-card/95 p-2 shadow-lg backdrop-blur md:bottom-4">
        <div className="flex gap-2">
          <Button type="button" variant="outline" className="min-h-12 flex-1" disabled={step === 0} onClick={() => setStep(step - 1)}>
            {t('wizard.back')}
          </Button>
          {step < STEPS.length - 1 ? (
            <Button type="button" className="min-h-12 flex-[2]" data-testid="wizard-next" disabled={name === 'readings' && !readingsOk} onClick={() => setStep(step + 1)}>
              {t('wizard.next')}
            </Button>
          ) : (
            <Button type="button" className="min-h-12 flex-[2]" data-testid="wizard-save" disabled={save.isPending || !readingsOk} onClick={submit}>
              {save.isPending ? <Spinner /> : null}
              {t('wizard.save')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
