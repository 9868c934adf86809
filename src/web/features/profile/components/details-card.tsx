import { useRef, useState, type FormEvent } from 'react';
import { useProfileT } from '../i18n';
import { toast } from 'sonner';
import { ImagePicker } from '../../../components/image-picker';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useSaveShortcut } from '../../../lib/use-save-shortcut';
import { apiErrorMessage } from '../../auth/lib/auth-error-message';
import type { Profile } from '../api/types';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadAvatar } from '../api/upload-avatar';
import { DETAIL_FIELDS, detailsPatch, toDetailValues, validateDetails, type DetailErrors, type DetailField, type DetailValues } from '../lib/profile-form';

const LTR_FIELDS: ReadonlySet<DetailField> = new Set(['firstName', 'lastName', 'position', 'phone']);

/** Names (Arabic and English), position and phone, plus the photo. Ctrl+S saves. */
export function DetailsCard({ profile, email, initial }: { profile: Profile; email: string; initial: string }) {
  const { t } = useProfileT();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DetailValues>(() => toDetailValues(profile));
  const [errors, setErrors] = useState<DetailErrors>({});
  const update = useUpdateProfile();
  const avatar = useUploadAvatar();
  const patch = detailsPatch(values, profile);
  const dirty = Object.keys(patch).length > 0;

  function focusFirst(found: DetailErrors) {
    const first = DETAIL_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`profile-${first}`)?.focus();
  }

  function save() {
    const codes = validateDetails(values);
    const found: DetailErrors = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, t(`messages.${code}`)]));
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    if (!dirty || update.isPending) return;
    update.mutate(patch, {
      onSuccess: (saved) => {
        setValues(toDetailValues(saved));
        toast.success(t('details.saved'));
      },
      // The form keeps what was typed; the server changed nothing (one PATCH, all or nothing).
      onError: (error) => {
        const fromServer = isApiError(error) ? pickFields(error.fields) : {};
        setErrors(fromServer);
        focusFirst(fromServer);
      },
    });
  }

  useSaveShortcut(formRef, save, { global: true });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save();
  }

  const field = (name: DetailField, extra: { hint?: string; required?: boolean; autoComplete?: string; type?: string } = {}) => (
    <FormField id={`profile-${name}`} label={t(`details.${name}`)} error={errors[name]} hint={extra.hint} required={extra.required}>
      <Input
        type={extra.type ?? 'text'}
        dir={LTR_FIELDS.has(name) ? 'ltr' : undefined}
        className={LTR_FIELDS.has(name) ? 'text-start rtl:text-end' : undefined}
        autoComplete={extra.autoComplete}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('details.title')}</CardTitle>
        <CardDescription>{t('details.description')}</CardDescription>
      </CardHeader>
      <form ref={formRef} noValidate onSubmit={submit} aria-label={t('details.title')}>
        <CardContent className="flex flex-col gap-6">
          <ImagePicker
            label={t('avatar.label')}
            src={profile.avatarUrl}
            alt={t('avatar.alt')}
            placeholder={<span aria-hidden="true">{initial}</span>}
            buttonLabel={profile.avatarUrl ? t('avatar.change') : t('avatar.upload')}
            busyLabel={t('avatar.uploading')}
            hint={t('avatar.hint')}
            busy={avatar.isPending}
            error={avatar.isError ? apiErrorMessage(avatar.error, t('avatar.failed'), t) : null}
            onPick={(file) => avatar.mutateAsync(file).then(() => toast.success(t('avatar.uploaded')))}
          />
          {update.isError && !hasFieldErrors(update.error) ? <Alert>{apiErrorMessage(update.error, t('details.saveFailed'), t)}</Alert> : null}
          <div className="grid gap-5 sm:grid-cols-2">
            {field('firstNameAr', { autoComplete: 'given-name' })}
            {field('lastNameAr', { autoComplete: 'family-name' })}
            {field('firstName', { required: true, autoComplete: 'given-name' })}
            {field('lastName', { autoComplete: 'family-name' })}
            {field('positionAr', { autoComplete: 'organization-title' })}
            {field('position', { autoComplete: 'organization-title' })}
            {field('phone', { type: 'tel', autoComplete: 'tel', hint: t('details.phoneHint') })}
            <FormField id="profile-email" label={t('details.email')} hint={t('details.emailHint')}>
              <Input type="email" dir="ltr" className="text-start rtl:text-end" value={email} readOnly />
            </FormField>
          </div>
        </CardContent>
        <div className="flex flex-wrap items-center gap-3 border-t border-border px-5 py-4 sm:px-6">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner /> : null}
            {update.isPending ? t('details.saving') : t('details.save')}
          </Button>
          <Button
            variant="ghost"
            disabled={!dirty || update.isPending}
            onClick={() => {
              setValues(toDetailValues(profile));
              setErrors({});
              update.reset();
            }}
          >
            {t('details.reset')}
          </Button>
          {dirty ? <span className="ms-auto text-sm text-muted-foreground">{t('details.unsaved')}</span> : null}
        </div>
      </form>
    </Card>
  );
}

function pickFields(fields: Record<string, string> | undefined): DetailErrors {
  return Object.fromEntries(Object.entries(fields ?? {}).filter(([field]) => (DETAIL_FIELDS as readonly string[]).includes(field)));
}

function hasFieldErrors(error: unknown): boolean {
  return isApiError(error) && Object.keys(pickFields(error.fields)).length > 0;
}
