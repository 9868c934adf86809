import AlertTriangle from 'lucide-react/icons/triangle-alert';
import { useSettingsT } from '../i18n';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { currentLanguage } from '../../../i18n';
import { useFormatter } from '../../../lib/format';
import { COUNTRIES } from '../../../../core/companies/countries';
import { CURRENCIES, CURRENCY_CODES, isCurrencyCode } from '../../../../core/money/currencies';
import { Input } from '../../../components/ui/input';
import type { CompanyField, CompanyValues, TextField } from '../lib/company-form';
import { GULF_TIME_ZONES, otherTimeZones, weekdays } from '../lib/time-zones';
import { CompanyTextField } from './company-text-field';

export type SectionProps = {
  values: CompanyValues;
  errors: Partial<Record<CompanyField, string>>;
  readOnly: boolean;
  setText: (field: TextField, value: string) => void;
};

export function ContactSection({ values, errors, readOnly, setText }: SectionProps) {
  const { t } = useSettingsT();
  const text = (field: TextField, extra: { type?: 'email' | 'tel'; autoComplete?: string } = {}) => (
    <CompanyTextField field={field} value={values[field]} error={errors[field]} readOnly={readOnly} onChange={setText} {...extra} />
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('contact.title')}</CardTitle>
        <CardDescription>{t('contact.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        {text('email', { type: 'email', autoComplete: 'email' })}
        {text('phone', { type: 'tel', autoComplete: 'tel' })}
        {text('addressAr', { autoComplete: 'street-address' })}
        {text('address', { autoComplete: 'street-address' })}
        {text('city', { autoComplete: 'address-level2' })}
        {text('commercialRegister')}
        {text('licenseNumber')}
      </CardContent>
    </Card>
  );
}

type RegionalProps = SectionProps & {
  savedCurrency: string;
  setCountry: (country: string) => void;
  setVatRate: (rate: string) => void;
  setPricesIncludeVat: (inclusive: boolean) => void;
  setCurrency: (currency: string) => void;
  setTimezone: (timezone: string) => void;
  toggleDay: (day: number, on: boolean) => void;
};

/** Country (which fills in the rest), VAT, currency (with a warning when it changes), time zone and the working days. */
export function RegionalSection({ values, errors, readOnly, setText, savedCurrency, setCountry, setVatRate, setPricesIncludeVat, setCurrency, setTimezone, toggleDay }: RegionalProps) {
  const { t } = useSettingsT();
  const format = useFormatter();
  const language = currentLanguage();
  const currencyChanged = values.currency !== savedCurrency;
  const currencyName = isCurrencyCode(values.currency) ? (language === 'ar' ? CURRENCIES[values.currency].nameAr : CURRENCIES[values.currency].nameEn) : values.currency;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('regional.title')}</CardTitle>
        <CardDescription>{t('regional.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <FormField id="company-country" label={t('regional.country')} error={errors.country} hint={readOnly ? undefined : t('regional.countryHint')}>
          <NativeSelect value={values.country} disabled={readOnly} onChange={(event) => setCountry(event.target.value)}>
            {values.country ? null : (
              <option value="" disabled>
                {t('regional.countryNone')}
              </option>
            )}
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {language === 'ar' ? country.ar : country.en}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="company-vatRate" label={t('regional.vatRate')} error={errors.vatRate} hint={t('regional.vatRateHint')}>
          <Input inputMode="decimal" dir="ltr" className="num text-start rtl:text-end read-only:bg-muted" readOnly={readOnly} value={values.vatRate} onChange={(event) => setVatRate(event.target.value)} />
        </FormField>
        <CompanyTextField field="vatNumber" value={values.vatNumber} error={errors.vatNumber} readOnly={readOnly} onChange={setText} />
        <label className="flex cursor-pointer items-start gap-2.5 self-end rounded-md border border-input bg-card px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-primary-soft has-disabled:cursor-default">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" disabled={readOnly} checked={values.pricesIncludeVat} onChange={(event) => setPricesIncludeVat(event.target.checked)} data-testid="company-pricesIncludeVat" />
          <span className="flex flex-col gap-0.5">
            <span className="font-medium">{t('regional.pricesIncludeVat')}</span>
            <span className="text-xs text-muted-foreground">{t('regional.pricesIncludeVatHint')}</span>
          </span>
        </label>
        <FormField
          id="company-currency"
          label={t('regional.currency')}
          error={errors.currency}
          hint={t('regional.currencyExample', { amount: format.money('1234.5', values.currency) })}
        >
          <NativeSelect value={values.currency} disabled={readOnly} onChange={(event) => setCurrency(event.target.value)}>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {`${language === 'ar' ? CURRENCIES[code].nameAr : CURRENCIES[code].nameEn} (${code})`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="company-timezone" label={t('regional.timezone')} error={errors.timezone}>
          <NativeSelect value={values.timezone} disabled={readOnly} dir="ltr" className="text-start rtl:text-end" onChange={(event) => setTimezone(event.target.value)}>
            <optgroup label={t('regional.timezoneGulf')}>
              {GULF_TIME_ZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('regional.timezoneOther')}>
              {otherTimeZones(values.timezone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </optgroup>
          </NativeSelect>
        </FormField>
        {currencyChanged ? (
          <p role="status" className="flex items-start gap-2 rounded-md border border-warning/30 bg-warning-soft px-3.5 py-3 text-sm font-medium text-warning sm:col-span-2">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('regional.currencyWarning', { currency: currencyName })}
          </p>
        ) : null}
        <fieldset className="flex flex-col gap-2 sm:col-span-2" disabled={readOnly} aria-describedby="company-work-week-hint">
          <legend className="mb-2 text-sm leading-none font-medium">{t('regional.workWeek')}</legend>
          <div className="flex flex-wrap gap-2" data-testid="work-week">
            {weekdays(language).map(({ day, name }) => (
              <label
                key={day}
                className="flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm has-checked:border-primary has-checked:bg-primary-soft has-disabled:cursor-default has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
              >
                <input type="checkbox" className="size-4 accent-primary" checked={values.workWeek.includes(day)} onChange={(event) => toggleDay(day, event.target.checked)} />
                {name}
              </label>
            ))}
          </div>
          <p id="company-work-week-hint" className="text-xs text-muted-foreground">
            {t('regional.workWeekHint')}
          </p>
        </fieldset>
      </CardContent>
    </Card>
  );
}
