import type { ReactNode } from 'react';
import { useHrT } from '../../i18n';
import { addMoney } from '../../../../../core/money';
import { currentLanguage } from '../../../../../web/i18n';
import { useFormatter } from '../../../../../web/lib/format';
import type { Employee } from '../../api/types';
import { formatDay } from '../../lib/format-time';
import { pickText } from '../../lib/names';
import { AccountBadge } from './employee-badges';

function Fact({ label, children, latin }: { label: string; children: ReactNode; latin?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{children === '' || children === null || children === undefined ? '—' : latin ? <span dir="ltr">{children}</span> : children}</dd>
    </div>
  );
}

/** Basic salary plus allowances, added exactly (decimal strings); '' if either is not an amount. */
function totalPay(e: Employee, currency: string, money: (amount: string, currency: string) => string): string {
  try {
    return money(addMoney(e.basicSalary, e.allowances), currency);
  } catch {
    return '';
  }
}

/** The record's details: person, job, pay and bank. */
export function EmployeeDetailsTab({ employee: e, currency }: { employee: Employee; currency: string }) {
  const { t } = useHrT();
  const f = useFormatter();
  const language = currentLanguage();
  const label = (field: string) => t(`employeeForm.fields.${field}` as 'employeeForm.fields.firstName');
  const total = totalPay(e, currency, f.money);
  return (
    <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
      <Fact label={t('employees.nameAr')}>{[e.firstNameAr, e.lastNameAr].filter(Boolean).join(' ')}</Fact>
      <Fact label={t('employees.nameEn')} latin>{`${e.firstName} ${e.lastName}`}</Fact>
      <Fact label={label('nationalId')} latin>{e.nationalId}</Fact>
      <Fact label={label('phone')} latin>{e.phone}</Fact>
      <Fact label={label('email')} latin>{e.email}</Fact>
      <Fact label={t('employees.columns.department')}>{pickText(e.department, e.departmentAr, language)}</Fact>
      <Fact label={t('employees.position')}>{pickText(e.position, e.positionAr, language)}</Fact>
      <Fact label={label('hireDate')}>{e.hireDate ? formatDay(e.hireDate, f, 'long') : ''}</Fact>
      <Fact label={label('terminationDate')}>{e.terminationDate ? formatDay(e.terminationDate, f, 'long') : ''}</Fact>
      <Fact label={label('basicSalary')}><span className="num">{f.money(e.basicSalary, currency)}</span></Fact>
      <Fact label={label('allowances')}><span className="num">{f.money(e.allowances, currency)}</span></Fact>
      <Fact label={t('employees.totalPay')}><span className="num">{total}</span></Fact>
      <Fact label={label('bankName')}>{e.bankName}</Fact>
      <Fact label={label('iban')} latin>{e.iban}</Fact>
      <Fact label={label('notes')}>{e.notes}</Fact>
    </dl>
  );
}

/** The system account in brief; changes are made in user management. */
export function EmployeeAccountTab({ employee: e }: { employee: Employee }) {
  const { t } = useHrT();
  return (
    <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-3">
      <Fact label={t('employees.account')}>
        <AccountBadge employee={e} />
      </Fact>
      <Fact label={t('employees.systemAccess')}>{e.hasSystemAccess ? t('common.yes') : t('common.no')}</Fact>
      <Fact label={t('employeeForm.fields.email')} latin>{e.email}</Fact>
      <p className="text-sm text-muted-foreground sm:col-span-3">{e.userId ? t('employees.accountHint') : t('employees.noAccountHint')}</p>
    </dl>
  );
}
