import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useCompany } from '../../../../web/components/data/company';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { useWorkOrdersT } from '../i18n';

export type PartDraft = { key: number; name: string; quantity: string; unitPrice: string };

/** The parts lines of the form: name, quantity, unit price and the line's total (as the server rounds it). */
export function PartsEditor({ parts, totals, errors, onChange }: { parts: PartDraft[]; totals: readonly (string | null)[]; errors: Record<string, string>; onChange: (parts: PartDraft[]) => void }) {
  const { t } = useWorkOrdersT();
  const co = useCompany();
  const set = (key: number, field: 'name' | 'quantity' | 'unitPrice', value: string) => onChange(parts.map((p) => (p.key === key ? { ...p, [field]: value } : p)));
  const add = () => onChange([...parts, { key: Math.max(0, ...parts.map((p) => p.key)) + 1, name: '', quantity: '1', unitPrice: '' }]);
  return (
    <div className="flex flex-col gap-3" data-testid="parts-editor">
      {parts.length === 0 ? <p className="text-sm text-muted-foreground">{t('parts.none')}</p> : null}
      {parts.map((p, index) => {
        const err = (field: string) => errors[`parts.${index}.${field}`];
        return (
          <fieldset key={p.key} className="grid grid-cols-2 items-end gap-2 rounded-md border border-border p-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1.5fr)_auto] sm:border-0 sm:p-0" aria-label={`${t('parts.name')} ${index + 1}`}>
            <label className="col-span-2 flex flex-col gap-1 text-xs text-muted-foreground sm:col-span-1">
              {t('parts.name')}
              <Input value={p.name} aria-invalid={Boolean(err('name'))} onChange={(e) => set(p.key, 'name', e.target.value)} data-testid={`part-name-${index}`} />
            </label>
            <label className="flex flex-col gap-1 text-xs text-muted-foreground">
              {t('parts.quantity')}
              <Input inputMode="decimal" dir="ltr" className="num text-start" value={p.quantity} aria-invalid={Boolean(err('quantity'))} onChange={(e) => set(p.key, 'quantity', e.target.value)} data-testid={`part-quantity-${index}`} />
            </label>
            <label className="flex flex-col gap-1 text-xs text-muted-foreground">
              {`${t('parts.unitPrice')} (${co.currency})`}
              <Input inputMode="decimal" dir="ltr" className="num text-start" value={p.unitPrice} aria-invalid={Boolean(err('unitPrice'))} onChange={(e) => set(p.key, 'unitPrice', e.target.value)} data-testid={`part-price-${index}`} />
            </label>
            <div className="flex flex-col gap-1 text-xs text-muted-foreground">
              {t('parts.total')}
              <span className="num flex h-10 items-center text-sm font-medium text-foreground">{co.money(totals[index] ?? null)}</span>
            </div>
            <Button variant="ghost" size="icon" className="justify-self-end" aria-label={t('parts.remove', { n: index + 1 })} onClick={() => onChange(parts.filter((x) => x.key !== p.key))}>
              <Trash2 aria-hidden="true" />
            </Button>
            {err('name') || err('quantity') || err('unitPrice') ? <p className="col-span-full text-xs text-destructive">{err('name') ?? err('quantity') ?? err('unitPrice')}</p> : null}
          </fieldset>
        );
      })}
      <Button variant="outline" className="self-start" onClick={add}>
        <Plus aria-hidden="true" />
        {t('parts.add')}
      </Button>
    </div>
  );
}
