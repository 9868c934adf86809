import type { ComponentProps } from 'react';
import { useHrT } from '../../i18n';
import { FormField } from '../../../../../web/components/ui/form-field';
import { Input } from '../../../../../web/components/ui/input';
import { cn } from '../../../../../web/lib/cn';
import type { EmployeeTextField } from '../../lib/employee-form';

type EmployeeTextInputProps = {
  field: EmployeeTextField;
  value: string;
  error?: string | undefined;
  onChange: (field: EmployeeTextField, value: string) => void;
  required?: boolean;
  /** Latin-only data (email, phone, IBAN, amounts) reads left to right even in Arabic. */
  latin?: boolean;
  hint?: string;
  className?: string;
} & Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete' | 'lang'>;

/** One labelled input of the employee form; the id is `employee-<field>` so errors can focus it. */
export function EmployeeTextInput({ field, value, error, onChange, required, latin, hint, className, ...input }: EmployeeTextInputProps) {
  const { t } = useHrT();
  return (
    <FormField id={`employee-${field}`} label={t(`employeeForm.fields.${field}`)} error={error} required={required} hint={hint} className={className}>
      <Input
        {...input}
        value={value}
        dir={latin ? 'ltr' : undefined}
        className={cn(latin && 'rtl:text-end')}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </FormField>
  );
}
