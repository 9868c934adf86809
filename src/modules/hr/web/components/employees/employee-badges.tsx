import { useHrT } from '../../i18n';
import type { Employee } from '../../api/types';
import { isAccountStatus } from '../../lib/employee-form';
import { Badge, type BadgeTone } from '../shared/badge';

const ACCOUNT_TONES = { active: 'success', inactive: 'muted', suspended: 'warning' } as const satisfies Record<string, BadgeTone>;

/** Employment status: active or inactive (left the company). */
export function EmploymentBadge({ isActive }: { isActive: boolean }) {
  const { t } = useHrT();
  return <Badge tone={isActive ? 'success' : 'muted'}>{isActive ? t('status.employment.active') : t('status.employment.inactive')}</Badge>;
}

/** The system account: none, or its status (active, inactive, suspended), and whether access is enabled. */
export function AccountBadge({ employee }: { employee: Pick<Employee, 'userId' | 'accountStatus' | 'hasSystemAccess'> }) {
  const { t } = useHrT();
  if (!employee.userId) return <Badge tone="muted">{t('status.noAccount')}</Badge>;
  if (!employee.hasSystemAccess) return <Badge tone="danger">{t('status.accessDisabled')}</Badge>;
  const status = isAccountStatus(employee.accountStatus) ? employee.accountStatus : 'inactive';
  return <Badge tone={ACCOUNT_TONES[status]}>{t(`status.account.${status}`)}</Badge>;
}
