import { useTranslation } from 'react-i18next';
import { BUSINESS_TYPE_IDS } from '../../../../core/auth';
import { SearchBox } from '../../../../web/components/data/search-box';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { SUBSCRIPTION_STATUSES } from '../../schemas';
import type { CompanyFilters as Filters, PlanOption } from '../api/types';
import { usePlatformT } from '../i18n';
import { COUNTRY_CODES, countryName, localName } from './names';

type Props = { filters: Filters; plans: readonly PlanOption[]; onChange: (changes: Partial<Record<keyof Filters, string>>) => void };

/** Search plus the four filters of issue 6 (business type, plan, subscription status, country). */
export function CompanyFilters({ filters, plans, onChange }: Props) {
  const { t: tr } = useTranslation();
  const { t, language } = usePlatformT();
  const select = (key: keyof Filters, label: string, options: Array<[string, string]>) => (
    <label className="flex min-w-0 flex-col gap-1 text-xs text-muted-foreground">
      {label}
      <NativeSelect value={filters[key] ?? ''} onChange={(event) => onChange({ [key]: event.target.value })} data-testid={`filter-${key}`}>
        <option value="">{t('common.all')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
  return (
    <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(4,1fr)]">
      <SearchBox id="company-search" value={filters.search ?? ''} onSearch={(search) => onChange({ search })} label={t('common.search')} placeholder={t('companies.searchPlaceholder')} />
      {select('businessType', t('companies.filters.type'), BUSINESS_TYPE_IDS.map((id) => [id, tr(`businessTypes.${id}`)]))}
      {select('plan', t('companies.filters.plan'), plans.map((p) => [p.planCode, localName(p, language)]))}
      {select('status', t('companies.filters.status'), SUBSCRIPTION_STATUSES.map((s) => [s, t(`companies.statuses.${s}`)]))}
      {select('country', t('companies.filters.country'), COUNTRY_CODES.map((c) => [c, countryName(c, language)]))}
    </div>
  );
}
