import { useSettingsT } from '../i18n';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { TextField } from '../lib/company-form';

const LABELS = {
  nameAr: 'identity.nameAr',
  name: 'identity.name',
  email: 'contact.email',
  phone: 'contact.phone',
  addressAr: 'contact.addressAr',
  address: 'contact.address',
  city: 'contact.city',
  commercialRegister: 'contact.commercialRegister',
  licenseNumber: 'contact.licenseNumber',
  vatNumber: 'regional.vatNumber',
} as const satisfies Record<TextField, string>;

/** Latin-script values read left to right even on the Arabic page. */
const LTR: ReadonlySet<TextField> = new Set(['name', 'email', 'phone', 'address', 'commercialRegister', 'licenseNumber', 'vatNumber']);

type CompanyTextFieldProps = {
  field: TextField;
  value: string;
  error?: string;
  readOnly: boolean;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  onChange: (field: TextField, value: string) => void;
};

export function CompanyTextField({ field, value, error, readOnly, required, type = 'text', autoComplete, onChange }: CompanyTextFieldProps) {
  const { t } = useSettingsT();
  return (
    <FormField id={`company-${field}`} label={t(LABELS[field])} error={error} required={required && !readOnly}>
      <Input
        type={type}
        dir={LTR.has(field) ? 'ltr' : undefined}
        className={LTR.has(field) ? 'text-start rtl:text-end read-only:bg-muted' : 'read-only:bg-muted'}
        autoComplete={autoComplete}
        readOnly={readOnly}
        value={value}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </FormField>
  );
}
