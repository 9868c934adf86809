import { Badge, type Tone } from '../../../../web/components/data/badge';
import type { RunStatus } from '../api/types';
import { usePayrollT } from '../i18n';

const TONES: Record<RunStatus, Tone> = { calculated: 'warning', approved: 'primary', paid: 'success' };

export function RunStatusBadge({ status }: { status: RunStatus }) {
  const { t } = usePayrollT();
  return (
    <Badge tone={TONES[status]} testId="payroll-run-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
