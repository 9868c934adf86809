import { useMemo, useState } from 'react';
import { useCompany } from '../../../../web/components/data/company';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { cn } from '../../../../web/lib/cn';
import type { SetupState, TemplateId, TemplatePreview } from '../api/books-types';
import { useBooksT } from '../i18n/books';
import { accountLabel, amountOk } from './entry-lines';
import { groupMappings } from './mapping-groups';

export type Opening = Record<string, { debit: string; credit: string }>;

export function TemplateStep({ state, value, onChange }: { state: SetupState; value: TemplateId; onChange: (id: TemplateId) => void }) {
  const { t, language } = useBooksT();
  const co = useCompany();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="mb-3 text-sm text-muted-foreground">{t('wizard.templateHint')}</legend>
      {state.templates.map((tpl) => (
        <label key={tpl.id} className={cn('flex cursor-pointer flex-col gap-1 rounded-xl border p-4 transition-colors', value === tpl.id ? 'border-primary bg-primary/5 ring-2 ring-primary/30' : 'border-border bg-card hover:bg-muted')} data-testid={`template-${tpl.id}`}>
          <span className="flex items-center gap-2 font-semibold">
            <input type="radio" name="template" value={tpl.id} checked={value === tpl.id} onChange={() => onChange(tpl.id)} className="size-4 accent-primary" />
            {language === 'ar' ? tpl.nameAr : tpl.nameEn}
          </span>
          <span className="text-sm text-muted-foreground">{t('wizard.accountCount', { count: co.f.number(tpl.accountCount) })}</span>
          {tpl.id === state.suggestedTemplate ? <span className="text-xs font-medium text-primary">{t('wizard.suggested')}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

export function FiscalStep({ month, onMonth, date, onDate }: { month: number; onMonth: (m: number) => void; date: string; onDate: (d: string) => void }) {
  const { t, language } = useBooksT();
  const names = useMemo(() => {
    const format = new Intl.DateTimeFormat(language === 'ar' ? 'ar' : 'en', { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2026, i, 1))));
  }, [language]);
  return (
    <div className="grid max-w-md gap-4">
      <label className="flex flex-col gap-1.5 text-sm font-medium" htmlFor="wizard-month">
        {t('wizard.startMonth')}
        <NativeSelect id="wizard-month" value={month} onChange={(e) => onMonth(Number(e.target.value))}>
          {names.map((name, i) => <option key={name} value={i + 1}>{name}</option>)}
        </NativeSelect>
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium" htmlFor="wizard-opening-date">
        {t('wizard.openingDate')}
        <Input id="wizard-opening-date" type="date" value={date} onChange={(e) => onDate(e.target.value)} />
      </label>
    </div>
  );
}

export function OpeningStep({ preview, value, onChange, currency }: { preview: TemplatePreview; value: Opening; onChange: (v: Opening) => void; currency: string }) {
  const { t, language } = useBooksT();
  const [filter, setFilter] = useState('');
  const term = filter.trim().toLowerCase();
  const rows = preview.accounts.filter((a) => !a.isHeader && (!term || a.code.includes(term) || a.nameAr.includes(filter.trim()) || a.nameEn.toLowerCase().includes(term)));
  const set = (code: string, side: 'debit' | 'credit', amount: string) => onChange({ ...value, [code]: { debit: '', credit: '', ...value[code], [side]: amount } });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('wizard.openingHint')}</p>
      <Input value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('wizard.openingSearch')} aria-label={t('wizard.openingSearch')} className="sm:w-72" />
      <div className="max-h-[50vh] overflow-auto rounded-lg border border-border bg-card" data-testid="opening-table">
        <div className="sticky top-0 z-10 hidden grid-cols-[1fr_9rem_9rem] gap-2 bg-muted px-3 py-2 text-xs font-medium text-muted-foreground sm:grid" aria-hidden="true">
          <span>{t('form.columns.account')}</span>
          <span className="text-end">{t('form.columns.debit')}</span>
          <span className="text-end">{t('form.columns.credit')}</span>
        </div>
        <ul className="divide-y divide-border">
          {rows.map((a) => (
            <li key={a.code} className="grid grid-cols-2 items-center gap-2 px-3 py-2 sm:grid-cols-[1fr_9rem_9rem]">
              <span className="col-span-2 text-sm sm:col-span-1">{accountLabel(a, language)}</span>
              {(['debit', 'credit'] as const).map((side) => {
                const amount = value[a.code]?.[side] ?? '';
                return (
                  <label key={side} className="flex flex-col gap-1 text-xs text-muted-foreground">
                    <span className="sm:sr-only">{t(`form.columns.${side}`)}</span>
                    <Input inputMode="decimal" dir="ltr" className="num h-9 text-end" value={amount} aria-invalid={!amountOk(amount, currency) || undefined} aria-label={`${t(`form.columns.${side}`)} ${a.code}`} data-testid={`opening-${a.code}-${side}`} onChange={(e) => set(a.code, side, e.target.value)} />
                  </label>
                );
              })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function MappingsStep({ preview, value, onChange }: { preview: TemplatePreview; value: Record<string, string>; onChange: (v: Record<string, string>) => void }) {
  const { t, language } = useBooksT();
  const postable = preview.accounts.filter((a) => !a.isHeader);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('wizard.mappingsHint')}</p>
      {groupMappings(preview.mappings).map(({ group, items }) => (
        <section key={group} className="flex flex-col gap-2">
          <h3 className="font-semibold">{t(`mappings.groups.${group}`)}</h3>
          {items.map((m) => (
            <label key={m.key} className="grid gap-1.5 text-sm sm:grid-cols-[1fr_24rem] sm:items-center" htmlFor={`wizard-map-${m.key}`}>
              <span>{language === 'ar' ? m.nameAr : m.nameEn}</span>
              <NativeSelect id={`wizard-map-${m.key}`} value={value[m.key] ?? m.accountCode} onChange={(e) => onChange({ ...value, [m.key]: e.target.value })}>
                {postable.map((a) => <option key={a.code} value={a.code}>{accountLabel(a, language)}</option>)}
              </NativeSelect>
            </label>
          ))}
        </section>
      ))}
    </div>
  );
}
