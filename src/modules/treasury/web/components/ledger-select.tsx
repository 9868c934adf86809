import { NativeSelect } from '../../../../web/components/ui/native-select';
import type { LedgerOption } from '../api/types';
import { useTreasuryT } from '../i18n';

/** A posting account of the chart (not a treasury account's own), grouped by type by code order. */
export function LedgerSelect({ id, value, onChange, accounts, exclude }: { id?: string; value: string; onChange: (id: string) => void; accounts: readonly LedgerOption[]; exclude?: string }) {
  const { t, language } = useTreasuryT();
  return (
    <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('movement.choose')}</option>
      {accounts
        .filter((a) => a.id !== exclude)
        .map((a) => (
          <option key={a.id} value={a.id}>{`${a.code} · ${language === 'en' ? a.nameEn : a.nameAr}`}</option>
        ))}
    </NativeSelect>
  );
}
