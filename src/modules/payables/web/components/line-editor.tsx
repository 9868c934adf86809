import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { documentTotals } from '../../../../core/payables';
import { isMoney, resolveCurrency } from '../../../../core/money';
import { useCompany } from '../../../../web/components/data/company';
import { normaliseNumber } from '../../../../web/components/data/numbers';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useLineAccounts } from '../api/payables';
import type { LineInput } from '../api/types';
import { usePayablesT } from '../i18n';

/** A new line; its VAT rate is the company's standard one (two decimals at most, '15.00' → '15'). */
export const emptyLine = (vatRate?: string | null): LineInput => ({ description: '', quantity: '1', unitPrice: '', vatRate: vatRate ? String(Number(vatRate)) : '0' });

/** The lines as typed, with Arabic-Indic digits made Latin; a line without a description is dropped. */
export const cleanLines = (lines: readonly LineInput[]): LineInput[] =>
  lines.filter((l) => l.description.trim()).map((l) => ({ description: l.description.trim(), quantity: normaliseNumber(l.quantity), unitPrice: normaliseNumber(l.unitPrice), vatRate: normaliseNumber(l.vatRate) || '0', ...(l.accountId ? { accountId: l.accountId } : {}) }));

/** What the typed lines add up to (the server computes the same exact figures). */
function totals(lines: readonly LineInput[], currency: string) {
  const valid = cleanLines(lines).filter((l) => isMoney(l.quantity) && isMoney(l.unitPrice) && /^\d{1,2}(\.\d{1,2})?$/.test(l.vatRate));
  return documentTotals(valid, resolveCurrency(currency));
}

/** Lines of an order or a bill: description, quantity, unit price, VAT %, the expense account; add and remove; the totals below. */
export function LineEditor({ lines, onChange, idPrefix }: { lines: LineInput[]; onChange: (lines: LineInput[]) => void; idPrefix: string }) {
  const { t } = usePayablesT();
  const co = useCompany();
  const accounts = useLineAccounts().data;
  const accountName = (a: { code: string; nameAr: string; nameEn: string }) => `${a.code} — ${co.f.language === 'en' ? a.nameEn : a.nameAr}`;
  const set = (i: number, patch: Partial<LineInput>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const sum = totals(lines, co.currency);
  return (
    <fieldset className="flex flex-col gap-3" data-testid={`${idPrefix}-lines`}>
      {lines.map((l, i) => (
        <div key={i} className="grid grid-cols-[1fr_auto] gap-2 rounded-md border border-border p-2 sm:grid-cols-[minmax(0,3fr)_5rem_7rem_5rem_auto] sm:border-0 sm:p-0">
          <Input aria-label={`${t('lines.description')} · ${t('lines.line', { n: i + 1 })}`} placeholder={t('lines.description')} value={l.description} onChange={(e) => set(i, { description: e.target.value })} className="max-sm:col-span-2" data-testid={`${idPrefix}-description-${i}`} />
          <div className="grid grid-cols-3 gap-2 max-sm:col-span-1 sm:contents">
            <Input aria-label={`${t('lines.quantity')} · ${t('lines.line', { n: i + 1 })}`} placeholder={t('lines.quantity')} inputMode="decimal" dir="ltr" className="num text-start" value={l.quantity} onChange={(e) => set(i, { quantity: e.target.value })} />
            <Input aria-label={`${t('lines.unitPrice')} · ${t('lines.line', { n: i + 1 })}`} placeholder={t('lines.unitPrice')} inputMode="decimal" dir="ltr" className="num text-start" value={l.unitPrice} onChange={(e) => set(i, { unitPrice: e.target.value })} data-testid={`${idPrefix}-price-${i}`} />
            <Input aria-label={`${t('lines.vatRate')} · ${t('lines.line', { n: i + 1 })}`} placeholder={t('lines.vatRate')} inputMode="decimal" dir="ltr" className="num text-start" value={l.vatRate} onChange={(e) => set(i, { vatRate: e.target.value })} />
          </div>
          <Button type="button" variant="ghost" size="icon" aria-label={t('lines.remove', { n: i + 1 })} disabled={lines.length === 1} onClick={() => onChange(lines.filter((_, j) => j !== i))}>
            <Trash2 aria-hidden="true" />
          </Button>
          {accounts?.items.length ? (
            <NativeSelect aria-label={`${t('lines.account')} · ${t('lines.line', { n: i + 1 })}`} value={l.accountId ?? ''} onChange={(e) => set(i, { accountId: e.target.value || null })} className="col-span-full text-sm" data-testid={`${idPrefix}-account-${i}`}>
              <option value="">{accounts.purchases ? t('lines.defaultAccount', { account: accountName(accounts.purchases) }) : t('lines.account')}</option>
              {accounts.items.filter((a) => a.id !== accounts.purchases?.id).map((a) => (
                <option key={a.id} value={a.id}>{accountName(a)}</option>
              ))}
            </NativeSelect>
          ) : null}
        </div>
      ))}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...lines, emptyLine(co.vatRate)])}>
          <Plus aria-hidden="true" />
          {t('lines.add')}
        </Button>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm" data-testid={`${idPrefix}-totals`}>
          <dt className="text-muted-foreground">{t('lines.subtotal')}</dt>
          <dd className="num text-end">{co.money(sum.subtotal)}</dd>
          <dt className="text-muted-foreground">{t('lines.vat')}</dt>
          <dd className="num text-end">{co.money(sum.vat)}</dd>
          <dt className="font-semibold">{t('lines.total')}</dt>
          <dd className="num text-end font-semibold">{co.money(sum.total)}</dd>
        </dl>
      </div>
    </fieldset>
  );
}
