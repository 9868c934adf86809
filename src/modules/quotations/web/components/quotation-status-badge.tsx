import { Badge, type Tone } from '../../../../web/components/data/badge';
import type { QuotationStatus } from '../api/types';
import { useQuotationsT } from '../i18n';

export const QUOTATION_TONES: Record<QuotationStatus, Tone> = { draft: 'muted', sent: 'info', approved: 'success', rejected: 'danger', expired: 'warning', converted: 'primary' };
export const QUOTATION_STATUSES = Object.keys(QUOTATION_TONES) as QuotationStatus[];

export function QuotationStatusBadge({ status }: { status: string }) {
  const { t } = useQuotationsT();
  const known = (QUOTATION_STATUSES as string[]).includes(status) ? (status as QuotationStatus) : 'draft';
  return <Badge tone={QUOTATION_TONES[known]} testId="quotation-status">{t(`status.${known}`)}</Badge>;
}
