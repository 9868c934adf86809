import type { ComponentProps } from 'react';
import { useHrT } from '../../i18n';
import { FormField } from '../../../../../web/components/ui/form-field';
import { Input } from '../../../../../web/components/ui/input';
import type { LocationField } from '../../lib/location-form';

type Props = { field: LocationField; value: string; error?: string | undefined; onChange: (field: LocationField, value: string) => void; hint?: string; required?: boolean } & Pick<
  ComponentProps<'input'>,
  'type' | 'inputMode' | 'min' | 'max' | 'step'
>;

/** One labelled input of the location form (`location-<field>`); numbers read left to right. */
export function LocationInput({ field, value, error, onChange, hint, required, ...input }: Props) {
  const { t } = useHrT();
  return (
    <FormField id={`location-${field}`} label={t(`location.fields.${field}`)} error={error} hint={hint} required={required}>
      {/* Times keep the browser's own localized control; coordinates and counts read left to right. */}
      <Input {...input} dir={input.type === 'time' ? undefined : 'ltr'} className="num rtl:text-end" value={value} onChange={(event) => onChange(field, event.target.value)} />
    </FormField>
  );
}
