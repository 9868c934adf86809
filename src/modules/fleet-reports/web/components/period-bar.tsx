import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import FileText from 'lucide-react/icons/file-text';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { useDownload, type Period, type Slug } from '../api/reports';
import { useFleetReportsT } from '../i18n';

/** The period in the address (bookmarkable); empty means the server's default twelve months. */
export function usePeriod(): [Period, (p: Period) => void] {
  const [search, setSearch] = useSearchParams();
  const period: Period = { from: search.get('from') ?? undefined, to: search.get('to') ?? undefined };
  const set = (p: Period) => {
    const out = new URLSearchParams(search);
    for (const key of ['from', 'to'] as const) {
      if (p[key]) out.set(key, p[key]!);
      else out.delete(key);
    }
    setSearch(out, { replace: true });
  };
  return [period, set];
}

/** From / to dates (showing the period the server used) and the Excel and PDF downloads of `slug`. */
export function PeriodBar({ period, onApply, shown, slug }: { period: Period; onApply: (p: Period) => void; shown?: { from: string; to: string }; slug: Slug }) {
  const { t } = useFleetReportsT();
  const [draft, setDraft] = useState<Period>(period);
  const download = useDownload();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const exportAs = (format: 'xlsx' | 'pdf') => download.mutate({ slug, period, format }, { onError: () => toast.error(t('period.exportFailed')) });
  return (
    <form onSubmit={submit} aria-label={t('period.title')} className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-card p-3 sm:p-4">
      <div className="flex min-w-36 flex-1 flex-col gap-1.5 sm:flex-none">
        <Label htmlFor="fleet-report-from">{t('period.from')}</Label>
        <Input id="fleet-report-from" type="date" value={draft.from ?? shown?.from ?? ''} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value || undefined }))} />
      </div>
      <div className="flex min-w-36 flex-1 flex-col gap-1.5 sm:flex-none">
        <Label htmlFor="fleet-report-to">{t('period.to')}</Label>
        <Input id="fleet-report-to" type="date" value={draft.to ?? shown?.to ?? ''} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value || undefined }))} />
      </div>
      <Button type="submit">{t('period.apply')}</Button>
      <div className="ms-auto flex gap-2">
        <Button type="button" variant="outline" onClick={() => exportAs('xlsx')} disabled={download.isPending}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {t('period.excel')}
        </Button>
        <Button type="button" variant="outline" onClick={() => exportAs('pdf')} disabled={download.isPending}>
          <FileText aria-hidden="true" className="size-4" />
          {t('period.pdf')}
        </Button>
      </div>
    </form>
  );
}
