import { describe, expect, it } from 'vitest';
import type { Company } from '../api/types';
import { applyCountry, companyPatch, GULF_WORK_WEEK, normaliseWeek, plainRate, toCompanyValues, validateCompany } from './company-form';
import { otherTimeZones, weekdays } from './time-zones';

const company: Company = {
  id: 'c1',
  name: 'Gulf Wheels',
  nameAr: 'عجلات الخليج',
  businessType: 'car_rental',
  activeModules: ['fleet'],
  currency: 'KWD',
  timezone: 'Asia/Kuwait',
  workWeek: [4, 7, 1, 2, 3],
  vatRate: '0.00',
  vatNumber: null,
  pricesIncludeVat: false,
  country: 'KW',
  city: null,
  email: 'info@wheels.test',
  phone: null,
  address: null,
  addressAr: null,
  commercialRegister: null,
  licenseNumber: null,
  logoUrl: null,
  subscriptionStatus: 'active',
  subscriptionPlan: 'free',
};

describe('company settings form', () => {
  it('checks the VAT number, a Saudi one by ZATCA’s shape, and sends the inclusive-prices choice', () => {
    const values = toCompanyValues(company);
    expect(validateCompany({ ...values, vatNumber: 'AB-12' })).toEqual({ vatNumber: 'invalid_vat_number' });
    expect(validateCompany({ ...values, country: 'SA', vatNumber: '123456789012345' })).toEqual({ vatNumber: 'invalid_saudi_vat_number' });
    expect(validateCompany({ ...values, country: 'SA', vatNumber: '310122393500003' })).toEqual({});
    expect(companyPatch({ ...values, vatNumber: ' 310122393500003 ', pricesIncludeVat: true }, company)).toEqual({ vatNumber: '310122393500003', pricesIncludeVat: true });
  });

  it('starts from the company with a sorted work week', () => {
    const values = toCompanyValues(company);
    expect(values.workWeek).toEqual([1, 2, 3, 4, 7]);
    expect(values.city).toBe('');
    expect(normaliseWeek([...GULF_WORK_WEEK])).toEqual([1, 2, 3, 4, 7]);
  });

  it('checks the English name, the email and lengths like the server', () => {
    const values = { ...toCompanyValues(company), name: '  ', email: 'not-an-email', city: 'x'.repeat(101) };
    expect(validateCompany(values)).toEqual({ name: 'required', email: 'invalid_email', city: 'too_long' });
    expect(validateCompany(toCompanyValues(company))).toEqual({});
  });

  it('patches only what changed: texts trimmed, emptied ones null, the week as ISO days', () => {
    const values = { ...toCompanyValues(company), phone: ' +965 2222 3333 ', email: '', workWeek: [6, 7, 1, 2, 3] };
    expect(companyPatch(values, company)).toEqual({ phone: '+965 2222 3333', email: null, workWeek: [1, 2, 3, 6, 7] });
    expect(companyPatch(toCompanyValues(company), company)).toEqual({});
    expect(companyPatch({ ...toCompanyValues(company), currency: 'SAR' }, company)).toEqual({ currency: 'SAR' });
  });

  it('a new country fills in its currency, zone, week and VAT from the sign-up table, and patches them', () => {
    const moved = applyCountry(toCompanyValues(company), 'AE');
    expect(moved).toMatchObject({ country: 'AE', currency: 'AED', timezone: 'Asia/Dubai', workWeek: [1, 2, 3, 4, 5], vatRate: '5' });
    expect(companyPatch(moved, company)).toEqual({ country: 'AE', currency: 'AED', timezone: 'Asia/Dubai', workWeek: [1, 2, 3, 4, 5], vatRate: '5' });
  });

  it('shows the VAT rate as typed, checks it like the server and patches a real change only', () => {
    expect([plainRate('15.00'), plainRate('2.50'), plainRate('0.00'), plainRate('10')]).toEqual(['15', '2.5', '0', '10']);
    expect(toCompanyValues(company).vatRate).toBe('0');
    expect(validateCompany({ ...toCompanyValues(company), vatRate: '100' })).toEqual({ vatRate: 'invalid_vat_rate' });
    expect(validateCompany({ ...toCompanyValues(company), vatRate: '' })).toEqual({ vatRate: 'invalid_vat_rate' });
    expect(companyPatch({ ...toCompanyValues(company), vatRate: '0.0' }, company)).toEqual({});
    expect(companyPatch({ ...toCompanyValues(company), vatRate: ' 7.5 ' }, company)).toEqual({ vatRate: '7.5' });
  });

  it('names the weekdays from Saturday, in the language', () => {
    expect(weekdays('en').map((d) => d.name)).toEqual(['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(weekdays('ar')[1]).toEqual({ day: 7, name: 'الأحد' });
  });

  it('lists other time zones without the Gulf ones, keeping an unknown stored zone', () => {
    const zones = otherTimeZones('Mars/Olympus');
    expect(zones).toContain('Europe/London');
    expect(zones).not.toContain('Asia/Kuwait');
    expect(zones).toContain('Mars/Olympus');
  });
});
