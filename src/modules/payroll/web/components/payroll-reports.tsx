// Payroll's part of /hr/reports (issue 19): the register and the cost of a month, social
// insurance per month of its year, and the end-of-service liability at the month's end (or today);
// each read on the page and downloaded as Excel or PDF. The table reads the ReportTable the API
// returns, through the shared report table, so the page, the workbook and the PDF show the same figures.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { monthEnd } from '../../../../core/assets';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Section } from '../../../../web/components/data/section';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { ReportTableView } from '../../../../web/components/data/report-table';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { api } from '../../../../web/lib/api';
import { downloadFile } from '../../../../web/lib/open-file';
import type { ApiResponse } from '../../../../web/lib/api-types';
import { usePayrollT } from '../i18n';

type Table = ApiResponse<'GET /api/payroll/reports/register'>;
const REPORTS = ['register', 'cost', 'social-insurance', 'end-of-service'] as const;
type Report = (typeof REPORTS)[number];

/** The query of a report for the page's month. */
function periodOf(report: Report, month: string, today: string): { query: string; file: string } {
  if (report === 'social-insurance') return { query: `year=${month.slice(0, 4)}`, file: month.slice(0, 4) };
  if (report === 'end-of-service') {
    const asOf = [monthEnd(month), today].sort()[0]!;
    return { query: `asOf=${asOf}`, file: asOf };
  }
  return { query: `month=${month}`, file: month };
}

export function PayrollReports({ month }: { month: string }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const [report, setReport] = useState<Report>('register');
  const period = periodOf(report, month, co.today);
  const path = `/api/payroll/reports/${report}?${period.query}`;
  const table = useQuery({ queryKey: ['payroll', 'report', report, period.query], queryFn: ({ signal }) => api<Table>(path, { signal }) });
  const download = useMutation({
    mutationFn: (format: 'xlsx' | 'pdf') => downloadFile(`${path}&format=${format}`, `${report}-${period.file}.${format}`),
    onError: (error) => toast.error(errorText(error, d('loadFailed'), d('network'))),
  });

  return (
    <Section title={t('reports.title')} testId="payroll-reports">
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1.5 text-xs font-medium text-muted-foreground">
          {t('reports.which')}
          <NativeSelect value={report} onChange={(e) => setReport(e.target.value as Report)} className="w-72 max-w-full" data-testid="payroll-report-select">
            {REPORTS.map((r) => (
              <option key={r} value={r}>
                {t(`reports.kinds.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button variant="outline" disabled={download.isPending || !table.data} onClick={() => download.mutate('xlsx')} data-testid="payroll-report-xlsx">
          {t('reports.excel')}
        </Button>
        <Button variant="outline" disabled={download.isPending || !table.data} onClick={() => download.mutate('pdf')} data-testid="payroll-report-pdf">
          {t('reports.pdf')}
        </Button>
        {download.isPending ? <Spinner /> : null}
      </div>
      {table.isError ? <Alert>{errorText(table.error, d('loadFailed'), d('network'))}</Alert> : null}
      {table.isPending ? <Spinner /> : null}
      {table.data ? <ReportGrid table={table.data} /> : null}
    </Section>
  );
}

function ReportGrid({ table }: { table: Table }) {
  const { t } = usePayrollT();
  const co = useCompany();
  const lang = co.f.language === 'ar' ? 'ar' : 'en';
  return (
    <div data-testid="payroll-report">
      <p className="mb-2 text-sm text-muted-foreground">{table.subtitle[lang]}</p>
      {table.rows.length ? <ReportTableView table={table} /> : <p className="text-sm text-muted-foreground">{t('reports.empty')}</p>}
    </div>
  );
}
