import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Facts, Section } from '../../../../web/components/data/section';
import { Alert } from '../../../../web/components/ui/alert';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useSchedulePreview } from '../api/financing';
import type { PreviewInput } from '../api/types';
import { useFinancingT } from '../i18n';
import { previewRows, ScheduleTable } from './schedule-table';

/** The schedule of the terms being typed, from the preview endpoint (nothing is saved). */
export function SchedulePreviewCard({ terms }: { terms: PreviewInput | null }) {
  const { t } = useFinancingT();
  const d = useDataT().t;
  const co = useCompany();
  const preview = useSchedulePreview(terms);
  const data = terms ? preview.data : undefined;
  return (
    <Section title={t('form.preview')} actions={terms && preview.isFetching ? <Spinner /> : null} testId="financing-preview">
      {!terms ? (
        <p className="text-sm text-muted-foreground">{t('form.previewHint')}</p>
      ) : preview.isError ? (
        <Alert>{errorText(preview.error, d('loadFailed'), d('network'))}</Alert>
      ) : data ? (
        <div className="flex flex-col gap-4">
          <Facts
            className="lg:grid-cols-4"
            items={[
              { label: t('fields.financed'), value: <span className="num">{co.money(data.financed)}</span> },
              { label: t('fields.monthlyPayment'), value: <span className="num" data-testid="preview-monthly">{co.money(data.monthlyPayment)}</span> },
              { label: t('fields.totalInterest'), value: <span className="num" data-testid="preview-interest">{co.money(data.totalInterest)}</span> },
              { label: t('fields.totalPayable'), value: <span className="num" data-testid="preview-total">{co.money(data.totalPayable)}</span> },
            ]}
          />
          <ScheduleTable rows={previewRows(data)} testId="preview-schedule" />
        </div>
      ) : null}
    </Section>
  );
}
