import { useCallback, useMemo } from 'react';
import { currentLanguage } from '../../../../web/i18n';
import { useHrSummary } from '../api/get-hr-summary';
import { useCompanyZone } from './use-company-zone';
import { useHrAccess } from './use-hr-access';

/**
 * The attendance endpoints name departments in English only; the HR summary (already cached for the
 * department filter) pairs each with its Arabic name, so tables can show the user's language.
 */
export function useDepartmentNames(): (department: string | null) => string {
  const { reports } = useHrAccess();
  const { month } = useCompanyZone();
  const summary = useHrSummary(month, reports);
  const language = currentLanguage();
  const arabic = useMemo(() => new Map((summary.data?.headcount ?? []).filter((d) => d.department).map((d) => [d.department as string, d.departmentAr])), [summary.data]);
  return useCallback(
    (department: string | null) => {
      if (!department) return '—';
      return language === 'ar' ? arabic.get(department) || department : department;
    },
    [arabic, language],
  );
}
