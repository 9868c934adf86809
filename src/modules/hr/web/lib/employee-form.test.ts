import { describe, expect, test } from 'vitest';
import type { Employee } from '../api/types';
import { emptyEmployee, employeePatch, normaliseAmount, toEmployeeInput, toEmployeeValues, validateEmployee } from './employee-form';

const saved: Employee = {
  view: 'full',
  id: 'e1',
  employeeNumber: 'EMP-0007',
  firstName: 'Salem',
  lastName: 'Al-Ajmi',
  firstNameAr: 'سالم',
  lastNameAr: 'العجمي',
  nationalId: null,
  phone: '+965 6364 9322',
  email: null,
  position: 'Officer',
  positionAr: 'موظف',
  department: 'Operations',
  departmentAr: 'العمليات',
  hireDate: '2020-01-15',
  terminationDate: null,
  basicSalary: '430.000',
  allowances: '110.000',
  bankName: null,
  iban: null,
  isActive: true,
  accountStatus: 'active',
  hasSystemAccess: false,
  userId: null,
  notes: null,
};

describe('employee form', () => {
  test('a new form needs both Latin names and a salary; the hire date defaults to today', () => {
    const values = emptyEmployee('2026-11-21');
    expect(values.hireDate).toBe('2026-11-21');
    expect(validateEmployee(values)).toEqual({ firstName: 'required', lastName: 'required', basicSalary: 'required' });
  });

  test('amounts: Arabic-Indic digits and thousands separators are accepted, nonsense is not', () => {
    expect(normaliseAmount('١٬٢٥٠٫٥٠٠')).toBe('1250.500');
    expect(normaliseAmount(' 1,250.5 ')).toBe('1250.5');
    const values = { ...toEmployeeValues(saved), basicSalary: '12a', allowances: '-5' };
    expect(validateEmployee(values)).toEqual({ basicSalary: 'invalid_amount', allowances: 'invalid_amount' });
  });

  test('the end of service cannot come before the hire date', () => {
    expect(validateEmployee({ ...toEmployeeValues(saved), terminationDate: '2019-12-31' })).toEqual({ terminationDate: 'end_before_start' });
  });

  test('the POST body sends empty optional fields as null and strips IBAN spaces', () => {
    const input = toEmployeeInput({ ...emptyEmployee('2026-11-21'), firstName: ' Haya ', lastName: 'Al-Mutawa', basicSalary: '850.125', iban: 'KW81 CBKU 0000 0000 0000 1234 5601 01' });
    expect(input).toMatchObject({ firstName: 'Haya', firstNameAr: null, email: null, basicSalary: '850.125', allowances: '0', iban: 'KW81CBKU0000000000001234560101' });
  });

  test('the PATCH body holds only what changed; 430 and 430.000 are the same salary', () => {
    expect(employeePatch(toEmployeeValues(saved), saved)).toEqual({});
    expect(employeePatch({ ...toEmployeeValues(saved), basicSalary: '430' }, saved)).toEqual({});
    expect(employeePatch({ ...toEmployeeValues(saved), basicSalary: '450', notes: 'x' }, saved)).toEqual({ basicSalary: '450', notes: 'x' });
  });
});
