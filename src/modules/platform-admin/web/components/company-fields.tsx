import { useTranslation } from 'react-i18next';
import { BUSINESS_TYPE_IDS, type BusinessType } from '../../../../core/auth';
import { DEFAULT_MODULES, countryByCode } from '../../../../core/companies';
import { CURRENCIES, CURRENCY_CODES } from '../../../../core/money';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { usePlatformT } from '../i18n';
import { ModuleCheckboxes } from './module-checkboxes';
import { COUNTRY_CODES, countryName } from './names';

export type CompanyValues = {
  name: string;
  nameAr: string;
  businessType: string;
  country: string;
  city: string;
  currency: string;
  email: string;
  phone: string;
  activeModules: string[];
};

export const emptyCompany = (): CompanyValues => ({ name: '', nameAr: '', businessType: 'car_rental', country: 'KW', city: '', currency: 'KWD', email: '', phone: '', activeModules: [...DEFAULT_MODULES.car_rental] });

type Props = { values: CompanyValues; errors: Record<string, string>; onChange: (changes: Partial<CompanyValues>) => void; idPrefix: string };

/**
 * The company's own fields (create and edit). Choosing a business type presets its modules and a
 * country presets its currency (spec §9); both stay editable.
 */
export function CompanyFields({ values, errors, onChange, idPrefix }: Props) {
  const { t: tr } = useTranslation();
  const { t, language } = usePlatformT();
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (name: 'name' | 'nameAr' | 'city' | 'email' | 'phone', required = false, type = 'text') => (
    <FormField id={id(name)} label={t(`form.${name}`)} required={required} error={errors[name]}>
      <Input type={type} dir={name === 'email' || name === 'phone' ? 'ltr' : undefined} value={values[name]} onChange={(event) => onChange({ [name]: event.target.value })} />
    </FormField>
  );
  return (
    <div className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {text('name', true)}
        {text('nameAr')}
        <FormField id={id('businessType')} label={t('form.businessType')} required error={errors.businessType}>
          <NativeSelect value={values.businessType} onChange={(event) => onChange({ businessType: event.target.value, activeModules: [...DEFAULT_MODULES[event.target.value as BusinessType]] })}>
            {BUSINESS_TYPE_IDS.map((type) => (
              <option key={type} value={type}>
                {tr(`businessTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={id('country')} label={t('form.country')} required error={errors.country}>
          <NativeSelect value={values.country} onChange={(event) => onChange({ country: event.target.value, currency: countryByCode(event.target.value)?.currency ?? values.currency })}>
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {countryName(code, language)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {text('city')}
        <FormField id={id('currency')} label={t('form.currency')} required error={errors.currency}>
          <NativeSelect value={values.currency} onChange={(event) => onChange({ currency: event.target.value })}>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code} — {language === 'ar' ? CURRENCIES[code].nameAr : CURRENCIES[code].nameEn}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {text('email', false, 'email')}
        {text('phone', false, 'tel')}
      </div>
      <ModuleCheckboxes value={values.activeModules} onChange={(activeModules) => onChange({ activeModules })} language={language} legend={t('form.modules')} hint={t('form.modulesHint')} />
    </div>
  );
}
