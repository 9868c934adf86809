import type { ReactNode } from 'react';
import { useHrT } from '../../i18n';
import { FormField } from '../../../../../web/components/ui/form-field';
import { NativeSelect } from '../../../../../web/components/ui/native-select';
import { Textarea } from '../shared/textarea';
import { isAccountStatus, type EmployeeErrors, type EmployeeTextField, type EmployeeValues } from '../../lib/employee-form';
import { EmployeeTextInput } from './employee-text-field';

type SectionsProps = {
  values: EmployeeValues;
  errors: EmployeeErrors;
  currency: string;
  setText: (field: EmployeeTextField, value: string) => void;
  setValues: (update: (current: EmployeeValues) => EmployeeValues) => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-sm font-semibold text-primary">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The employee form's fields in four sections: person, job, pay, notes. */
export function EmployeeFormSections({ values, errors, currency, setText, setValues }: SectionsProps) {
  const { t } = useHrT();
  const text = (field: EmployeeTextField, extra: Partial<Parameters<typeof EmployeeTextInput>[0]> = {}) => (
    <EmployeeTextInput field={field} value={values[field]} error={errors[field]} onChange={setText} {...extra} />
  );

  return (
    <div className="flex flex-col gap-7">
      <Section title={t('employeeForm.sections.person')}>
        {text('firstNameAr', { lang: 'ar' })}
        {text('lastNameAr', { lang: 'ar' })}
        {text('firstName', { required: true, latin: true, lang: 'en' })}
        {text('lastName', { required: true, latin: true, lang: 'en' })}
        {text('nationalId', { latin: true, inputMode: 'numeric' })}
        {text('phone', { latin: true, type: 'tel', autoComplete: 'off' })}
        {text('email', { latin: true, type: 'email', autoComplete: 'off', className: 'sm:col-span-2' })}
      </Section>

      <Section title={t('employeeForm.sections.job')}>
        {text('positionAr', { lang: 'ar' })}
        {text('position', { latin: true, lang: 'en' })}
        {text('departmentAr', { lang: 'ar' })}
        {text('department', { latin: true, lang: 'en' })}
        {text('hireDate', { type: 'date', required: true })}
        {text('terminationDate', { type: 'date' })}
        <FormField id="employee-accountStatus" label={t('employeeForm.fields.accountStatus')} error={errors.accountStatus}>
          <NativeSelect
            value={values.accountStatus}
            onChange={(event) => {
              const next = event.target.value;
              if (isAccountStatus(next)) setValues((current) => ({ ...current, accountStatus: next }));
            }}
          >
            <option value="active">{t('status.account.active')}</option>
            <option value="inactive">{t('status.account.inactive')}</option>
            <option value="suspended">{t('status.account.suspended')}</option>
          </NativeSelect>
        </FormField>
        <label className="flex h-11 cursor-pointer items-center gap-2.5 self-end rounded-md border border-input bg-card px-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={values.isActive}
            onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))}
          />
          {t('employeeForm.fields.isActive')}
        </label>
      </Section>

      <Section title={t('employeeForm.sections.pay')}>
        {text('basicSalary', { required: true, latin: true, inputMode: 'decimal', hint: t('employeeForm.amountHint', { currency }) })}
        {text('allowances', { latin: true, inputMode: 'decimal', hint: t('employeeForm.amountHint', { currency }) })}
        {text('bankName')}
        {text('iban', { latin: true, autoComplete: 'off' })}
      </Section>

      <FormField id="employee-notes" label={t('employeeForm.fields.notes')} error={errors.notes}>
        <Textarea value={values.notes} rows={3} onChange={(event) => setText('notes', event.target.value)} />
      </FormField>
    </div>
  );
}
