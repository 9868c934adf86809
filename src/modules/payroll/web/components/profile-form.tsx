// An employee's pay profile: nationality (a national of the company's country pays social
// insurance), how they are paid (the bank file and the payment entry read it), the insurance or
// WPS id with the bank code the WPS file names, and the cost centre their pay is charged to in the ledger.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { COUNTRIES } from '../../../../core/companies';
import { useCompany } from '../../../../web/components/data/company';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Alert } from '../../../../web/components/ui/alert';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { api } from '../../../../web/lib/api';
import { useEmployeePayDetail, useSetProfile } from '../api/payroll';
import type { EmployeePay, ProfileInput } from '../api/types';
import { usePayrollT } from '../i18n';
import { PayActions } from './pay-actions';

type CostCentre = { id: string; code: string; nameAr: string; nameEn: string | null; isActive: boolean };
type Method = 'bank_transfer' | 'cash' | 'cheque';

export function ProfileForm({ employee, onDone }: { employee: EmployeePay; onDone: () => void }) {
  const d = useDataT().t;
  const detail = useEmployeePayDetail(employee.employeeId);
  if (!detail.data) return detail.isError ? <Alert>{errorText(detail.error, d('loadFailed'), d('network'))}</Alert> : <Spinner />;
  return <ProfileFields employee={employee} profile={detail.data.profile} onDone={onDone} />;
}

function ProfileFields({ employee: e, profile, onDone }: { employee: EmployeePay; profile: { nationality: string | null; paymentMethod: string; wpsPersonId: string | null; bankCode: string | null; costCenterId: string | null }; onDone: () => void }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const en = co.f.language.startsWith('en');
  const save = useSetProfile();
  // Cost centres are the books' (finance.journal_entries.read): whoever cannot read them keeps the centre as it is.
  const centres = useQuery({ queryKey: ['finance', 'cost-centers'], queryFn: ({ signal }) => api<{ items: CostCentre[] }>('/api/finance/cost-centers', { signal }), retry: false });
  const [nationality, setNationality] = useState(profile.nationality ?? '');
  const [method, setMethod] = useState<Method>(profile.paymentMethod as Method);
  const [wpsId, setWpsId] = useState(profile.wpsPersonId ?? '');
  const [bankCode, setBankCode] = useState(profile.bankCode ?? '');
  const [centre, setCentre] = useState(profile.costCenterId ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { employeeId: e.employeeId, body: { nationality: (nationality || null) as ProfileInput['nationality'], paymentMethod: method, wpsPersonId: wpsId.trim() || null, bankCode: bankCode.trim() || null, ...(centres.data ? { costCenterId: centre || null } : {}) } },
      {
        onSuccess: () => {
          toast.success(t('pay.profileSaved'));
          onDone();
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          setFormError(errorText(err, d('saveFailed'), d('network')));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="profile-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-nationality" label={t('pay.nationality')} error={errors.nationality}>
          <NativeSelect value={nationality} onChange={(ev) => setNationality(ev.target.value)}>
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {en ? c.en : c.ar}
              </option>
            ))}
            <option value="">{t('pay.otherNationality')}</option>
          </NativeSelect>
        </FormField>
        <FormField id="profile-method" label={t('pay.method')} error={errors.paymentMethod}>
          <NativeSelect value={method} onChange={(ev) => setMethod(ev.target.value as Method)}>
            <option value="bank_transfer">{t('pay.methods.bank_transfer')}</option>
            <option value="cash">{t('pay.methods.cash')}</option>
            <option value="cheque">{t('pay.methods.cheque')}</option>
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-wps" label={t('pay.wpsId')} hint={t('pay.wpsHint')} error={errors.wpsPersonId}>
          <Input dir="ltr" className="num text-start" value={wpsId} maxLength={40} onChange={(ev) => setWpsId(ev.target.value)} />
        </FormField>
        <FormField id="profile-bank-code" label={t('pay.bankCode')} hint={t('pay.bankCodeHint')} error={errors.bankCode}>
          <Input dir="ltr" className="num text-start uppercase" value={bankCode} maxLength={20} onChange={(ev) => setBankCode(ev.target.value)} />
        </FormField>
      </div>
      {centres.data ? (
        <FormField id="profile-centre" label={t('pay.costCentre')} error={errors.costCenterId}>
          <NativeSelect value={centre} onChange={(ev) => setCentre(ev.target.value)}>
            <option value="">{t('pay.noCostCentre')}</option>
            {centres.data.items
              .filter((c) => c.isActive || c.id === centre)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {`${c.code} — ${en ? (c.nameEn ?? c.nameAr) : c.nameAr}`}
                </option>
              ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <PayActions busy={save.isPending} label={t('pay.saveProfile')} onCancel={onDone} />
    </form>
  );
}
