import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import type { FieldErrors } from '../lib/form-errors';

type NewPasswordFieldsProps = {
  idPrefix: string;
  password: string;
  confirm: string;
  errors: FieldErrors<'password' | 'confirmPassword'>;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
};

/** New password + confirmation, shared by the reset page and the forced-change dialog. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { idPrefix, errors } = props;
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.passwordHint')}
        error={errors.password && t(`messages.${errors.password}`)}
        required
      >
        <PasswordInput autoComplete="new-password" value={props.password} onChange={(event) => props.onPasswordChange(event.target.value)} />
      </FormField>
      <FormField id={`${idPrefix}-confirm-password`} label={t('auth.fields.confirmPassword')} error={errors.confirmPassword && t(`messages.${errors.confirmPassword}`)} required>
        <PasswordInput autoComplete="new-password" value={props.confirm} onChange={(event) => props.onConfirmChange(event.target.value)} />
      </FormField>
    </>
  );
}
