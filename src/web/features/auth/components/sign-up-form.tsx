import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useSignUp } from '../api/sign-up';
import { apiErrorMessage } from '../lib/auth-error-message';
import { BUSINESS_TYPE_IDS } from '../../../../core/auth/business-types';
import { COUNTRIES, countryByCode, guessCountry } from '../../../../core/companies/countries';
import { currentLanguage } from '../../../i18n';
import { currencyLabel } from '../lib/me-display';
import { signUpSchema } from '../../../../core/auth/schemas';
import { hasErrors, validateWith } from '../lib/form-errors';

type Values = {
  companyName: string;
  companyNameAr: string;
  businessType: string;
  country: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { companyName: '', companyNameAr: '', businessType: '', country: '', firstName: '', lastName: '', email: '', password: '' };
const FIELD_ORDER: Field[] = ['companyName', 'companyNameAr', 'businessType', 'country', 'firstName', 'lastName', 'email', 'password'];
// Selects left untouched read better as "choose one" than as "invalid …".
const CHOOSE_MESSAGES: Partial<Record<Field, 'validation.businessTypeRequired' | 'validation.countryRequired'>> = {
  businessType: 'validation.businessTypeRequired',
  country: 'validation.countryRequired',
};

/** The browser's time zone or locale region when it is a Gulf country we serve; else the user chooses. */
function browserCountry(): string {
  if (typeof Intl === 'undefined' || typeof navigator === 'undefined') return '';
  return guessCountry(Intl.DateTimeFormat().resolvedOptions().timeZone, navigator.languages ?? [navigator.language]) ?? '';
}

/** Spec/DECISIONS 3: a new company on a 14-day trial, its creator signed in as company_admin. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, country: browserCountry() }));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const signUp = useSignUp();

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const id = (field: Field) => `sign-up-${field}`;
  const currency = countryCurrency(values.country);
  const countryHint = currency ? t('auth.fields.countryHint', { currency }) : t('auth.fields.countryHintEmpty');

  function focusFirst(found: Errors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(id(first))?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = validateWith(signUpSchema, values);
    if (!result.ok) {
      const found: Errors = {};
      for (const [field, code] of Object.entries(result.errors)) {
        if (!code) continue;
        const choose = CHOOSE_MESSAGES[field as Field];
        const key = choose && !values[field as Field] ? choose : (`messages.${code}` as const);
        found[field as Field] = t(key);
      }
      setErrors(found);
      return focusFirst(found);
    }
    setErrors({});

    signUp.mutate(
      result.data,
      {
        onSuccess: onSignedUp,
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            const taken = { email: t('messages.email_taken') };
            setErrors(taken);
            return focusFirst(taken);
          }
          const fromServer = isApiError(error) ? pickFields(error.fields) : {};
          setErrors(fromServer);
          if (hasErrors(fromServer)) focusFirst(fromServer);
          setFormError(apiErrorMessage(error, t('errors.signUpFailed'), t));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {formError ? <Alert>{formError}</Alert> : null}

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground">{t('auth.signUp.companySection')}</legend>
        <FormField id={id('companyName')} label={t('auth.fields.companyName')} error={errors.companyName} required>
          <Input autoComplete="organization" value={values.companyName} onChange={set('companyName')} />
        </FormField>
        <FormField
          id={id('companyNameAr')}
          label={t('auth.fields.companyNameAr')}
          aside={<span className="text-xs text-muted-foreground">{t('common.optional')}</span>}
          error={errors.companyNameAr}
        >
          <Input dir="rtl" lang="ar" value={values.companyNameAr} onChange={set('companyNameAr')} />
        </FormField>
        <FormField id={id('businessType')} label={t('auth.fields.businessType')} error={errors.businessType} required>
          <NativeSelect value={values.businessType} onChange={set('businessType')}>
            <option value="" disabled>
              {t('auth.fields.chooseBusinessType')}
            </option>
            {BUSINESS_TYPE_IDS.map((type) => (
              <option key={type} value={type}>
                {t(`businessTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={id('country')} label={t('auth.fields.country')} hint={countryHint} error={errors.country} required>
          <NativeSelect value={values.country} onChange={set('country')}>
            <option value="" disabled>
              {t('auth.fields.chooseCountry')}
            </option>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {currentLanguage() === 'ar' ? country.ar : country.en}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground">{t('auth.signUp.userSection')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={id('firstName')} label={t('auth.fields.firstName')} error={errors.firstName} required>
            <Input autoComplete="given-name" value={values.firstName} onChange={set('firstName')} />
          </FormField>
          <FormField id={id('lastName')} label={t('auth.fields.lastName')} error={errors.lastName} required>
            <Input autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
          </FormField>
        </div>
        <FormField id={id('email')} label={t('auth.fields.email')} error={errors.email} required>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="name@company.com"
            value={values.email}
            onChange={set('email')}
          />
        </FormField>
        <FormField
          id={id('password')}
          label={t('auth.fields.password')}
          hint={t('auth.fields.passwordHint')}
          error={errors.password}
          required
        >
          <PasswordInput autoComplete="new-password" value={values.password} onChange={set('password')} />
        </FormField>
      </fieldset>

      <Button type="submit" size="lg" disabled={signUp.isPending} className="mt-1 w-full">
        {signUp.isPending ? <Spinner /> : null}
        {signUp.isPending ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </Button>
    </form>
  );
}

/** The chosen country's currency, named in the hint so nobody is surprised by it on the dashboard. */
function countryCurrency(code: string): string | null {
  const country = countryByCode(code);
  return country ? currencyLabel(country.currency, currentLanguage()) : null;
}

/** The server's per-field messages (already in the user's language) for the fields this form has. */
function pickFields(fields: Record<string, string> | undefined): Errors {
  if (!fields) return {};
  return Object.fromEntries(Object.entries(fields).filter(([field]) => FIELD_ORDER.includes(field as Field)));
}
