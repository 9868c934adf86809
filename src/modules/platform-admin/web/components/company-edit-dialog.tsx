import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { zodFieldErrors } from '../../../../web/lib/zod-errors';
import { updateCompanySchema } from '../../schemas';
import { useCompany, useUpdateCompany } from '../api/companies';
import type { CompanyDetail } from '../api/types';
import { usePlatformT } from '../i18n';
import { CompanyFields, type CompanyValues } from './company-fields';
import { localName } from './names';

const valuesOf = (c: CompanyDetail): CompanyValues => ({
  name: c.name,
  nameAr: c.nameAr ?? '',
  businessType: c.businessType,
  country: c.country ?? 'KW',
  city: c.city ?? '',
  currency: c.currency,
  email: c.email ?? '',
  phone: c.phone ?? '',
  activeModules: c.activeModules.filter((m) => m !== 'support'),
});

/** Edits a company's details and modules (every change is audited by the server). */
export function CompanyEditDialog({ companyId, onOpenChange }: { companyId: string | null; onOpenChange: (open: boolean) => void }) {
  const { t: tr } = useTranslation();
  const { t, language } = usePlatformT();
  const detail = useCompany(companyId);
  const update = useUpdateCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CompanyValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    setValues(detail.data ? valuesOf(detail.data) : null);
    setErrors({});
  }, [detail.data]);

  function save() {
    if (!companyId || !values || update.isPending) return;
    const parsed = updateCompanySchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, tr));
    update.mutate(
      { id: companyId, input: parsed.data },
      { onSuccess: () => { toast.success(t('common.saved')); onOpenChange(false); }, onError: (error) => setErrors(fieldErrors(error)) },
    );
  }
  useSaveShortcut(formRef, save, { global: true });

  return (
    <Dialog open={companyId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{detail.data ? t('companies.editTitle', { name: localName(detail.data, language) }) : t('companies.edit')}</DialogTitle>
          <DialogDescription className="sr-only">{t('companies.edit')}</DialogDescription>
        </div>
        {values ? (
          <form ref={formRef} noValidate className="flex flex-col gap-5" onSubmit={(event: FormEvent) => { event.preventDefault(); save(); }}>
            <CompanyFields idPrefix="edit" values={values} errors={errors} onChange={(changes) => setValues((v) => (v ? { ...v, ...changes } : v))} />
            {update.isError && Object.keys(fieldErrors(update.error)).length === 0 ? <Alert>{errorText(update.error, t('common.loadFailed'), t('common.loadFailed'))}</Alert> : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? <Spinner /> : null}
                {t('common.save')}
              </Button>
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex justify-center py-10">
            <Spinner className="size-6" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
