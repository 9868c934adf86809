import { useState, type FormEvent } from 'react';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Checkbox } from '../../../../web/components/ui/checkbox';
import { Dialog, DialogContent, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { toast } from '../../../../web/lib/toast';
import { useCostCenters, useSaveAccount } from '../api/accounts';
import { ACCOUNT_TYPES, type Account, type AccountType } from '../api/books-types';
import { useBooksT } from '../i18n/books';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; accounts: readonly Account[]; account?: Account | null; parentId?: string | null };

/**
 * Add or edit an account: parent (a header of the same type), code, names, type, header vs
 * posting, default cost centre, active. The server refuses a type change on an account with
 * postings (409) and its message is shown as is.
 */
export function AccountDialog({ open, onOpenChange, accounts, account, parentId }: Props) {
  const { t, language } = useBooksT();
  const save = useSaveAccount();
  const centres = useCostCenters();
  const initialParent = account?.parentId ?? parentId ?? null;
  const parentOf = accounts.find((a) => a.id === initialParent);
  const [form, setForm] = useState(() => ({
    parentId: initialParent ?? '',
    code: account?.code ?? '',
    nameAr: account?.nameAr ?? '',
    nameEn: account?.nameEn ?? '',
    accountType: (account?.accountType ?? parentOf?.accountType ?? 'asset') as AccountType,
    isHeader: account?.isHeader ?? false,
    isActive: account?.isActive ?? true,
    defaultCostCenterId: account?.defaultCostCenterId ?? '',
  }));
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const headers = accounts.filter((a) => a.isHeader && a.id !== account?.id);
  const name = (a: Pick<Account, 'nameAr' | 'nameEn'>) => (language === 'ar' ? a.nameAr : a.nameEn);
  const errors = fieldErrors(save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...form, parentId: form.parentId || null, defaultCostCenterId: form.defaultCostCenterId || null };
    save.mutate(
      { id: account?.id, input },
      {
        onSuccess: (saved) => {
          toast.success(t('accountDialog.saved', { code: saved.code }));
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" aria-describedby={undefined}>
        <DialogTitle>{account ? t('accountDialog.editTitle', { code: account.code }) : t('accountDialog.addTitle')}</DialogTitle>
        <form onSubmit={submit} className="grid gap-4" data-testid="account-form">
          <FormField id="account-parent" label={t('accountDialog.parent')} error={errors.parentId}>
            <NativeSelect
              value={form.parentId}
              onChange={(e) => {
                const parent = accounts.find((a) => a.id === e.target.value);
                setForm((f) => ({ ...f, parentId: e.target.value, ...(parent ? { accountType: parent.accountType } : {}) }));
              }}
            >
              <option value="">{t('accountDialog.noParent')}</option>
              {headers.map((a) => (
                <option key={a.id} value={a.id}>{`${a.code} — ${name(a)}`}</option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="account-code" label={t('accountDialog.code')} required error={errors.code}>
              <Input value={form.code} onChange={(e) => set('code', e.target.value)} dir="ltr" className="num text-start" autoComplete="off" />
            </FormField>
            <FormField id="account-type" label={t('accountDialog.type')} hint={account?.hasPostings ? t('accountDialog.typeLocked') : undefined} error={errors.accountType}>
              <NativeSelect value={form.accountType} onChange={(e) => set('accountType', e.target.value as AccountType)}>
                {ACCOUNT_TYPES.map((type) => (
                  <option key={type} value={type}>{t(`accountType.${type}`)}</option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField id="account-name-ar" label={t('accountDialog.nameAr')} required error={errors.nameAr}>
            <Input value={form.nameAr} onChange={(e) => set('nameAr', e.target.value)} dir="rtl" />
          </FormField>
          <FormField id="account-name-en" label={t('accountDialog.nameEn')} required error={errors.nameEn}>
            <Input value={form.nameEn} onChange={(e) => set('nameEn', e.target.value)} dir="ltr" />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('accountDialog.kind')}</legend>
            {([false, true] as const).map((header) => (
              <label key={String(header)} className="flex items-center gap-2 text-sm">
                <input type="radio" name="account-kind" checked={form.isHeader === header} onChange={() => set('isHeader', header)} className="size-4 accent-primary" />
                {header ? t('accountDialog.header') : t('accountDialog.posting')}
              </label>
            ))}
          </fieldset>
          <FormField id="account-cost-center" label={t('accountDialog.costCenter')} error={errors.defaultCostCenterId}>
            <NativeSelect value={form.defaultCostCenterId} onChange={(e) => set('defaultCostCenterId', e.target.value)}>
              <option value="">{t('common.none')}</option>
              {(centres.data?.items ?? []).map((c) => (
                <option key={c.id} value={c.id}>{`${c.code} — ${language === 'ar' ? c.nameAr : (c.nameEn ?? c.nameAr)}`}</option>
              ))}
            </NativeSelect>
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={form.isActive} onChange={(e) => set('isActive', e.target.checked)} />
            {t('accountDialog.active')}
          </label>
          {save.error ? <Alert>{errorText(save.error, t('common.failed'), t('common.network'))}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              {t('common.save')}
            </Button>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
