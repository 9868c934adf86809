import { useHrT } from '../../i18n';
import { Link } from 'react-router';
import { Card } from '../../../../../web/components/ui/card';
import { currentLanguage } from '../../../../../web/i18n';
import { useFormatter } from '../../../../../web/lib/format';
import type { Employee } from '../../api/types';
import { formatDay } from '../../lib/format-time';
import { employeeName, pickText } from '../../lib/names';
import { AccountBadge, EmploymentBadge } from './employee-badges';
import { EmployeeRowMenu } from './employee-row-menu';

type EmployeeListProps = {
  items: Employee[];
  currency: string;
  canEdit: boolean;
  detailHref: (id: string) => string;
  onView: (id: string) => void;
  onEdit: (employee: Employee) => void;
};

/** Employees as a dense table on wide screens and as cards on phones (DESIGN.md lists). */
export function EmployeeList({ items, currency, canEdit, detailHref, onView, onEdit }: EmployeeListProps) {
  const { t } = useHrT();
  const f = useFormatter();
  const language = currentLanguage();
  const nameOf = (e: Employee) => employeeName(e, language);
  const jobOf = (e: Employee) => pickText(e.position, e.positionAr, language);
  const deptOf = (e: Employee) => pickText(e.department, e.departmentAr, language) || '—';

  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" data-testid="employee-cards">
        {items.map((e) => (
          <li key={e.id}>
            <Card className="flex flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <Link to={detailHref(e.id)} className="font-semibold break-words text-foreground hover:text-primary hover:underline">
                    {nameOf(e)}
                  </Link>
                  <span className="text-sm text-muted-foreground">
                    <span className="num">{e.employeeNumber}</span>
                    {jobOf(e) ? ` · ${jobOf(e)}` : ''}
                  </span>
                </div>
                <EmployeeRowMenu name={nameOf(e)} canEdit={canEdit} onView={() => onView(e.id)} onEdit={() => onEdit(e)} />
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{t('employees.columns.department')}</dt>
                <dd className="text-end">{deptOf(e)}</dd>
                <dt className="text-muted-foreground">{t('employees.columns.salary')}</dt>
                <dd className="num text-end font-medium">{f.money(e.basicSalary, currency)}</dd>
              </dl>
              <div className="flex flex-wrap gap-2">
                {e.isActive ? null : <EmploymentBadge isActive={false} />}
                <AccountBadge employee={e} />
              </div>
            </Card>
          </li>
        ))}
      </ul>

      <Card className="overflow-x-auto max-md:hidden">
        <table className="w-full text-sm" data-testid="employee-table">
          <caption className="sr-only">{t('employees.caption')}</caption>
          <thead className="sticky top-0 border-b border-border bg-muted/60 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('employees.columns.number')}</th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('employees.columns.name')}</th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('employees.columns.department')}</th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold max-lg:hidden">{t('employees.columns.phone')}</th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold max-lg:hidden">{t('employees.columns.hireDate')}</th>
              <th scope="col" className="px-3 py-2.5 text-end font-semibold">{t('employees.columns.salary')}</th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('employees.columns.status')}</th>
              <th scope="col" className="px-3 py-2.5 text-end font-semibold">
                <span className="sr-only">{t('employees.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {items.map((e) => (
              <tr key={e.id} className="hover:bg-muted/40">
                <td className="num px-3 py-2 whitespace-nowrap text-muted-foreground">{e.employeeNumber}</td>
                <th scope="row" className="px-3 py-2 text-start font-normal">
                  <Link to={detailHref(e.id)} className="font-semibold text-foreground hover:text-primary hover:underline">
                    {nameOf(e)}
                  </Link>
                  {jobOf(e) ? <span className="block text-xs text-muted-foreground">{jobOf(e)}</span> : null}
                </th>
                <td className="px-3 py-2">{deptOf(e)}</td>
                <td className="px-3 py-2 max-lg:hidden">
                  {e.phone ? (
                    <span dir="ltr" className="num whitespace-nowrap">
                      {e.phone}
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap max-lg:hidden">{e.hireDate ? formatDay(e.hireDate, f) : '—'}</td>
                <td className="num px-3 py-2 text-end whitespace-nowrap">{f.money(e.basicSalary, currency)}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1.5">
                    {e.isActive ? null : <EmploymentBadge isActive={false} />}
                    <AccountBadge employee={e} />
                  </div>
                </td>
                <td className="px-3 py-1 text-end">
                  <EmployeeRowMenu name={nameOf(e)} canEdit={canEdit} onView={() => onView(e.id)} onEdit={() => onEdit(e)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
