import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import { useEffect, useState } from 'react';
import { useHrT } from '../../i18n';
import { Button } from '../../../../../web/components/ui/button';
import { Input } from '../../../../../web/components/ui/input';
import { NativeSelect } from '../../../../../web/components/ui/native-select';
import { currentLanguage } from '../../../../../web/i18n';
import type { EmployeeStatusFilter, HrSummary } from '../../api/types';
import { pickText } from '../../lib/names';

type ToolbarProps = {
  search: string;
  status: EmployeeStatusFilter;
  department: string;
  departments: HrSummary['headcount'];
  canCreate: boolean;
  onSearch: (value: string) => void;
  onStatus: (value: EmployeeStatusFilter) => void;
  onDepartment: (value: string) => void;
  onNew: () => void;
};

const STATUSES: readonly EmployeeStatusFilter[] = ['active', 'inactive', 'all'];
const isStatus = (value: string): value is EmployeeStatusFilter => (STATUSES as readonly string[]).includes(value);

/** Search (debounced), status and department filters, and "new employee" (Ctrl+N). */
export function EmployeeToolbar({ search, status, department, departments, canCreate, onSearch, onStatus, onDepartment, onNew }: ToolbarProps) {
  const { t } = useHrT();
  const language = currentLanguage();
  const [text, setText] = useState(search);

  // The URL is the source of truth; typing updates it 300 ms after the last key.
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text === search) return undefined;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4 lg:flex-row lg:items-end">
      <div className="relative min-w-0 flex-1">
        <label htmlFor="employees-filter-search" className="sr-only">
          {t('employees.search')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id="employees-filter-search" type="search" value={text} placeholder={t('employees.searchPlaceholder')} className="ps-9" onChange={(event) => setText(event.target.value)} />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:flex lg:w-auto">
        <div className="flex min-w-0 flex-col gap-1.5 lg:w-40">
          <label htmlFor="employees-filter-status" className="text-xs font-medium text-muted-foreground">
            {t('employees.statusFilter')}
          </label>
          <NativeSelect id="employees-filter-status" value={status} onChange={(event) => isStatus(event.target.value) && onStatus(event.target.value)}>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`employees.statuses.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5 lg:w-48">
          <label htmlFor="employees-filter-department" className="text-xs font-medium text-muted-foreground">
            {t('employees.departmentFilter')}
          </label>
          <NativeSelect id="employees-filter-department" value={department} onChange={(event) => onDepartment(event.target.value)}>
            <option value="">{t('employees.allDepartments')}</option>
            {departments
              .filter((d) => d.department || d.departmentAr)
              .map((d) => (
                <option key={`${d.department}|${d.departmentAr}`} value={d.department ?? d.departmentAr ?? ''}>
                  {pickText(d.department, d.departmentAr, language)}
                </option>
              ))}
          </NativeSelect>
        </div>
      </div>
      {canCreate ? (
        <Button onClick={onNew} className="lg:ms-auto" title={t('employees.newShortcut')}>
          <Plus aria-hidden="true" />
          {t('employees.new')}
        </Button>
      ) : null}
    </div>
  );
}
