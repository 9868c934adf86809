// An approved run's salary files: the country's wage protection file where it mandates one (the
// default), and the generic bank CSV; when either is refused, what is missing is listed — each
// employee by name, or the settings fields with a way to complete them.
import { useMutation } from '@tanstack/react-query';
import { useCompany } from '../../../../web/components/data/company';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Spinner } from '../../../../web/components/ui/spinner';
import { ApiError } from '../../../../web/lib/api';
import { downloadFile } from '../../../../web/lib/open-file';
import { usePayrollSettings } from '../api/payroll';
import type { RunDetail } from '../api/types';
import { usePayrollT } from '../i18n';

export function SalaryFiles({ run: r, onOpenSettings }: { run: RunDetail; onOpenSettings: () => void }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const en = co.f.language.startsWith('en');
  const format = usePayrollSettings().data?.wpsFormat ?? null;
  const file = useMutation({ mutationFn: (kind: 'wps' | 'csv') => downloadFile(`/api/payroll/runs/${encodeURIComponent(r.id)}/bank-file?format=${kind}`) });
  const missing = Object.entries(fieldErrors(file.error));
  const settingsMissing = file.error instanceof ApiError && file.error.code === 'payroll_wps_settings_incomplete';
  const nameOf = (number: string) => {
    const p = r.payslips.find((s) => s.employeeNumber === number);
    return p ? (en ? p.nameEn : p.nameAr) : number;
  };
  const busy = file.isPending ? file.variables : null;

  return (
    <>
      {format ? (
        <Button variant="outline" disabled={file.isPending} onClick={() => file.mutate('wps')} data-testid="payroll-wps-file">
          {busy === 'wps' ? <Spinner /> : null}
          {t('bankFile.wps', { format: t(`bankFile.formats.${format}`) })}
        </Button>
      ) : null}
      <Button variant="outline" disabled={file.isPending} onClick={() => file.mutate('csv')} data-testid="payroll-bank-file">
        {busy === 'csv' ? <Spinner /> : null}
        {format ? t('bankFile.csv') : t('bankFile.download')}
      </Button>
      {file.isError ? (
        <Alert className="basis-full">
          <p>{errorText(file.error, d('loadFailed'), d('network'))}</p>
          {missing.length ? (
            <ul className="mt-1 list-disc ps-5" data-testid="payroll-bank-file-problems">
              {missing.map(([key, problem]) => (
                <li key={key}>{settingsMissing ? problem : <><span className="num">{key}</span> · {nameOf(key)}: {problem}</>}</li>
              ))}
            </ul>
          ) : null}
          {settingsMissing ? (
            <Button variant="link" className="mt-1 h-auto p-0" onClick={onOpenSettings} data-testid="payroll-bank-file-settings">
              {t('bankFile.openSettings')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}
