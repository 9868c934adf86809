import Trash2 from 'lucide-react/icons/trash-2';
import Upload from 'lucide-react/icons/upload';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { SignaturePad } from '../../../../web/components/signature-pad';
import { Button } from '../../../../web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { Checkbox } from '../../../../web/components/ui/checkbox';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { useRemoveSignatureImage, useSaveSignatureSettings, useSetSignatureImage, useSignatureSettings, type SignatureImage, type SignatureSettings, type SignedDocument } from '../api/signatures';
import { useSignatureT } from '../i18n';

const DOCUMENTS: readonly SignedDocument[] = ['contract', 'invoice', 'receipt', 'lease'];

/** /settings/electronic-signature (company admin, plan feature): who signs for the company, with what, on which documents; and when customers sign on screen. */
export function SignatureSettingsPage() {
  const { t } = useSignatureT();
  const settings = useSignatureSettings();
  return (
    <div className="flex flex-col gap-5">
      <PageHeader subtitle={t('subtitle')} />
      {settings.isError && !settings.data ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <SkeletonRows rows={6} />
      ) : (
        <>
          <div className="grid gap-5 lg:grid-cols-2">
            <ImageCard which="signature" settings={settings.data} />
            <ImageCard which="stamp" settings={settings.data} />
          </div>
          {/* Keyed by the saved fields: a save starts the form from the server's values; an image upload leaves typed edits alone. */}
          <SettingsForm key={JSON.stringify(pick(settings.data))} settings={settings.data} />
        </>
      )}
    </div>
  );
}

/** The signature (drawn or uploaded) or the stamp (uploaded): what is saved, and replacing or removing it. */
function ImageCard({ which, settings }: { which: SignatureImage; settings: SignatureSettings }) {
  const { t } = useSignatureT();
  const setImage = useSetSignatureImage();
  const remove = useRemoveSignatureImage();
  const [drawing, setDrawing] = useState<string | null>(null);
  const [padKey, setPadKey] = useState(0);
  const fileRef = useRef<HTMLInputElement>(null);
  const has = which === 'signature' ? settings.hasSignature : settings.hasStamp;
  // The saved image is read again whenever the settings change (a new upload keeps the URL).
  const src = `/api/signature-settings/${which}?v=${encodeURIComponent(settings.updatedAt ?? '')}`;
  const save = (file: File | string) =>
    setImage.mutate(
      { image: which, file },
      {
        onSuccess: () => {
          toast.success(t(`saved.${which}`));
          setDrawing(null);
          setPadKey((k) => k + 1);
        },
        onError: (e) => void toast.error(fieldErrors(e).file ?? errorText(e, t('saveFailed'), t('saveFailed'))),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(which)}</CardTitle>
        <CardDescription>{t(which === 'signature' ? 'drawHint' : 'stampHint')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex h-28 items-center justify-center rounded-lg border border-dashed border-border bg-muted/40 p-2">
          {has ? <img src={src} alt={t('preview', { what: t(which) })} className="max-h-full max-w-full object-contain" /> : <span className="text-sm text-muted-foreground">{t(`none.${which}`)}</span>}
        </div>
        {which === 'signature' ? (
          <>
            <SignaturePad key={padKey} label={t('padLabel')} onChange={setDrawing} />
            <Button type="button" onClick={() => drawing && save(drawing)} disabled={!drawing || setImage.isPending}>
              {t('saveDrawing')}
            </Button>
          </>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <input
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            aria-label={t(`upload.${which}`)}
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) save(file);
            }}
          />
          <Button type="button" variant="outline" onClick={() => fileRef.current?.click()} disabled={setImage.isPending}>
            <Upload aria-hidden="true" />
            {t(`upload.${which}`)}
          </Button>
          {has ? (
            <Button
              type="button"
              variant="ghost"
              disabled={remove.isPending}
              onClick={() => remove.mutate(which, { onSuccess: () => void toast.success(t(`removed.${which}`)), onError: (e) => void toast.error(errorText(e, t('saveFailed'), t('saveFailed'))) })}
            >
              <Trash2 aria-hidden="true" />
              {t('remove')}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function SettingsForm({ settings }: { settings: SignatureSettings }) {
  const { t } = useSignatureT();
  const save = useSaveSignatureSettings();
  const [form, setForm] = useState(() => pick(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toggle = (doc: SignedDocument, on: boolean) => setForm((f) => ({ ...f, documents: on ? DOCUMENTS.filter((d) => d === doc || f.documents.includes(d)) : f.documents.filter((d) => d !== doc) }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      { ...form, signatoryName: form.signatoryName.trim() || null, signatoryTitle: form.signatoryTitle.trim() || null },
      {
        onSuccess: () => {
          setErrors({});
          toast.success(t('saved.settings'));
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          toast.error(errorText(err, t('saveFailed'), t('saveFailed')));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <Card>
        <CardHeader>
          <CardTitle>{t('signatory')}</CardTitle>
          <CardDescription>{t('signatoryHint')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField id="signatory-name" label={t('name')} error={errors.signatoryName}>
            <Input value={form.signatoryName} maxLength={120} onChange={(e) => setForm({ ...form, signatoryName: e.target.value })} />
          </FormField>
          <FormField id="signatory-title" label={t('title')} error={errors.signatoryTitle}>
            <Input value={form.signatoryTitle} maxLength={120} onChange={(e) => setForm({ ...form, signatoryTitle: e.target.value })} />
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('documents')}</CardTitle>
          <CardDescription>{t('documentsHint')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2">
          {DOCUMENTS.map((doc) => (
            <label key={doc} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3">
              <Checkbox checked={form.documents.includes(doc)} onChange={(e) => toggle(doc, e.target.checked)} />
              <span className="text-sm">{t(`document.${doc}`)}</span>
            </label>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('customers')}</CardTitle>
          <CardDescription>{t('customersHint')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {(['handover', 'quotation'] as const).map((moment) => {
            const field = moment === 'handover' ? 'customerSignsHandover' : 'customerSignsQuotation';
            return (
              <label key={moment} className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3">
                <Checkbox className="mt-0.5" checked={form[field]} onChange={(e) => setForm({ ...form, [field]: e.target.checked })} />
                <span className="flex flex-col gap-0.5">
                  <span className="text-sm font-medium">{t(moment)}</span>
                  <span className="text-sm text-muted-foreground">{t(`${moment}Hint`)}</span>
                </span>
              </label>
            );
          })}
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

function pick(s: SignatureSettings) {
  return { signatoryName: s.signatoryName ?? '', signatoryTitle: s.signatoryTitle ?? '', documents: s.documents, customerSignsHandover: s.customerSignsHandover, customerSignsQuotation: s.customerSignsQuotation };
}
