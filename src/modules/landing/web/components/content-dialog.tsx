import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { zodFieldErrors } from '../../../../web/lib/zod-errors';
import { LANDING_KEYS, landingContentSchema } from '../../schemas';
import { useSaveRow, type LandingRow } from '../api';
import { useLandingT } from '../i18n';

const CUSTOM = '__custom';

/** Adds or edits one landing text: a known key replaces a page text, any other adds a feature card. */
export function ContentDialog({ row, open, onOpenChange, nextOrder }: { row: LandingRow | null; open: boolean; onOpenChange: (open: boolean) => void; nextOrder: number }) {
  const { t: tr } = useTranslation();
  const { t } = useLandingT();
  const save = useSaveRow();
  const [v, setV] = useState({ choice: 'hero_title', customKey: '', contentValueAr: '', contentValue: '', sortOrder: String(nextOrder), isActive: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!open) return;
    const known = row && (LANDING_KEYS as readonly string[]).includes(row.contentKey);
    setV({ choice: row ? (known ? row.contentKey : CUSTOM) : 'hero_title', customKey: row && !known ? row.contentKey : '', contentValueAr: row?.contentValueAr ?? '', contentValue: row?.contentValue ?? '', sortOrder: String(row?.sortOrder ?? nextOrder), isActive: row?.isActive ?? true });
    setErrors({});
  }, [open, row, nextOrder]);
  function submit() {
    const contentKey = v.choice === CUSTOM ? v.customKey.trim() : v.choice;
    const parsed = landingContentSchema.safeParse({ contentKey, contentValueAr: v.contentValueAr, contentValue: v.contentValue, sortOrder: Number(v.sortOrder), isActive: v.isActive });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, tr));
    save.mutate({ id: row?.id ?? null, input: parsed.data }, { onSuccess: () => { toast.success(t('saved')); onOpenChange(false); }, onError: (error) => setErrors(fieldErrors(error)) });
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogTitle>{row ? t('editTitle', { key: row.contentKey }) : t('newTitle')}</DialogTitle>
        <DialogDescription>{t('keyHint')}</DialogDescription>
        <form noValidate className="flex flex-col gap-4" onSubmit={(event: FormEvent) => { event.preventDefault(); submit(); }}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="landing-key" label={t('key')} required error={v.choice === CUSTOM ? undefined : errors.contentKey}>
              <NativeSelect value={v.choice} onChange={(event) => setV((x) => ({ ...x, choice: event.target.value }))}>
                {LANDING_KEYS.map((k) => <option key={k} value={k}>{t(`keys.${k}`)} ({k})</option>)}
                <option value={CUSTOM}>{t('customKey')}</option>
              </NativeSelect>
            </FormField>
            {v.choice === CUSTOM ? (
              <FormField id="landing-custom-key" label={t('customKey')} required error={errors.contentKey}>
                <Input dir="ltr" value={v.customKey} onChange={(event) => setV((x) => ({ ...x, customKey: event.target.value }))} />
              </FormField>
            ) : null}
          </div>
          <FormField id="landing-value-ar" label={t('valueAr')} error={errors.contentValueAr}>
            <Textarea dir="rtl" rows={3} value={v.contentValueAr} onChange={(event) => setV((x) => ({ ...x, contentValueAr: event.target.value }))} />
          </FormField>
          <FormField id="landing-value" label={t('value')} error={errors.contentValue}>
            <Textarea dir="ltr" rows={3} value={v.contentValue} onChange={(event) => setV((x) => ({ ...x, contentValue: event.target.value }))} />
          </FormField>
          <div className="grid grid-cols-1 items-end gap-4 sm:grid-cols-2">
            <FormField id="landing-order" label={t('sortOrder')} error={errors.sortOrder}>
              <Input dir="ltr" inputMode="numeric" value={v.sortOrder} onChange={(event) => setV((x) => ({ ...x, sortOrder: event.target.value }))} />
            </FormField>
            <label className="flex items-center gap-2 pb-3 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={v.isActive} onChange={(event) => setV((x) => ({ ...x, isActive: event.target.checked }))} />
              {t('active')}
            </label>
          </div>
          {save.isError && Object.keys(fieldErrors(save.error)).length === 0 ? <Alert>{errorText(save.error, t('failed'), t('failed'))}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>{save.isPending ? <Spinner /> : null}{t('save')}</Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>{t('cancel')}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
