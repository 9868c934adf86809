import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import FileText from 'lucide-react/icons/file-text';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { EntityPicker, type PickerOption } from '../../../../web/components/data/entity-picker';
import { Button } from '../../../../web/components/ui/button';
import { Checkbox } from '../../../../web/components/ui/checkbox';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { customerName, fetchCustomer, useCustomerOptions, type Customer } from '../../../customers/web';
import { useDownloadReport, useReportOptions, type ReportParams } from '../api/reports';
import { useFinanceReportsT } from '../i18n/reports';

const FIELDS = ['from', 'to', 'compareFrom', 'compareTo', 'costCenterId', 'partyId'] as const;

/** The report's query, kept in the address so a filtered report can be bookmarked and shared. */
export function useReportParams(): [ReportParams, (next: ReportParams) => void] {
  const [search, setSearch] = useSearchParams();
  const params: ReportParams = {};
  for (const key of FIELDS) {
    const value = search.get(key);
    if (value) params[key] = value;
  }
  if (params.partyId) params.partyType = 'customer';
  const set = (next: ReportParams) => {
    const out = new URLSearchParams(search);
    for (const key of FIELDS) {
      if (next[key]) out.set(key, next[key]!);
      else out.delete(key);
    }
    setSearch(out, { replace: true });
  };
  return [params, set];
}

type Props = {
  params: ReportParams;
  onApply: (next: ReportParams) => void;
  /** The balance sheet is as of a date: no "from". */
  asOf?: boolean;
  /** The range the server used when none was given (shown as the fields' values). */
  shown?: { from?: string; to?: string };
  download: { path: string; name: string; extra?: Record<string, string> };
};

/** Date range, comparison toggle, cost centre and customer filters, and the Excel/PDF buttons. */
export function ReportFilters({ params, onApply, asOf = false, shown, download }: Props) {
  const { t, language } = useFinanceReportsT();
  const options = useReportOptions();
  const exporter = useDownloadReport();
  const [draft, setDraft] = useState<ReportParams>(params);
  const [compare, setCompare] = useState(!!params.compareFrom);
  const [customer, setCustomer] = useState<PickerOption<Customer> | null | undefined>(undefined);
  // The filtered customer's name, for the picker's chip after the page reloads or re-renders.
  const chosen = useQuery({ queryKey: ['customers', 'one', params.partyId], queryFn: ({ signal }) => fetchCustomer(params.partyId!, signal), enabled: !!params.partyId && customer === undefined });
  const shownCustomer = customer !== undefined ? customer : (chosen.data && params.partyId ? { id: params.partyId, label: customerName(chosen.data, language), value: chosen.data as unknown as Customer } : null);
  const set = (key: keyof ReportParams) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value || undefined }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { ...draft, ...(compare ? {} : { compareFrom: undefined, compareTo: undefined }) };
    if (next.partyId) next.partyType = 'customer';
    onApply(next);
  };
  const exportAs = (format: 'xlsx' | 'pdf') =>
    exporter.mutate({ path: download.path, params: { ...params, ...download.extra }, format, name: download.name }, { onError: () => toast.error(t('filters.exportFailed')) });
  return (
    <form onSubmit={submit} aria-label={t('filters.title')} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 sm:p-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {asOf ? null : (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="report-from">{t('filters.from')}</Label>
            <Input id="report-from" type="date" value={draft.from ?? shown?.from ?? ''} onChange={set('from')} />
          </div>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="report-to">{asOf ? t('filters.asOf') : t('filters.to')}</Label>
          <Input id="report-to" type="date" value={draft.to ?? shown?.to ?? ''} onChange={set('to')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="report-cc">{t('filters.costCenter')}</Label>
          <NativeSelect id="report-cc" value={draft.costCenterId ?? ''} onChange={set('costCenterId')}>
            <option value="">{t('filters.allCostCenters')}</option>
            {(options.data?.costCenters ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.code} — {language === 'ar' ? c.nameAr : (c.nameEn ?? c.nameAr)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="report-party">{t('filters.customer')}</Label>
          <EntityPicker
            id="report-party"
            selected={shownCustomer}
            onSelect={(o) => {
              setCustomer(o);
              setDraft((d) => ({ ...d, partyId: o?.id, partyType: o ? 'customer' : undefined }));
            }}
            useOptions={useCustomerOptions}
            placeholder={t('filters.customerPlaceholder')}
          />
        </div>
      </div>
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm">
        <Checkbox checked={compare} onChange={(e) => setCompare(e.target.checked)} />
        {t('filters.compare')}
      </label>
      {compare ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {asOf ? null : (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="report-cfrom">{t('filters.compareFrom')}</Label>
              <Input id="report-cfrom" type="date" value={draft.compareFrom ?? ''} onChange={set('compareFrom')} required />
            </div>
          )}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="report-cto">{asOf ? t('filters.asOf') : t('filters.compareTo')}</Label>
            <Input
              id="report-cto"
              type="date"
              value={draft.compareTo ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, compareTo: e.target.value || undefined, ...(asOf ? { compareFrom: e.target.value || undefined } : {}) }))}
              required
            />
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button type="button" variant="outline" onClick={() => exportAs('xlsx')} disabled={exporter.isPending}>
          <FileSpreadsheet aria-hidden="true" />
          {t('filters.excel')}
        </Button>
        <Button type="button" variant="outline" onClick={() => exportAs('pdf')} disabled={exporter.isPending}>
          <FileText aria-hidden="true" />
          {t('filters.pdf')}
        </Button>
      </div>
    </form>
  );
}
