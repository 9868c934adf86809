import { useTranslation } from 'react-i18next';
import type { Employee } from '../../api/types';
import { isAccountStatus } from '../../lib/employee-form';
import { Badge, type BadgeTone } from '../shared/badge';

const ACCOUNT_TONES = { active: 'success', inactive: 'muted', suspended: 'warning' } as const satisfies Record<string, BadgeTone>;

/** Employment status: active or inactive (left the company). */
export function EmploymentBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return <Badge tone={isActive ? 'success' : 'muted'}>{isActive ? t('hr.status.employment.active') : t('hr.status.employment.inactive')}</Badge>;
}

/** The system account: none, or its status (active, inactive, suspended), and whether access is enabled. */
export function AccountBadge({ employee }: { employee: Pick<Employee, 'userId' | 'accountStatus' | 'hasSystemAccess'> }) {
  const { t } = useTranslation();
  if (!employee.userId) return <Badge tone="muted">{t('hr.status.noAccount')}</Badge>;
  if (!employee.hasSystemAccess) return <Badge tone="danger">{t('hr.status.accessDisabled')}</Badge>;
  const status = isAccountStatus(employee.accountStatus) ? employee.accountStatus : 'inactive';
  return <Badge tone={ACCOUNT_TONES[status]}>{t(`hr.status.account.${status}`)}</Badge>;
}
