// Each country's contributions from worked examples, figured by hand from the rates cited in
// SOCIAL_INSURANCE: who is covered, the wage they are taken on, the floor and the ceiling, the
// branches that started on a given day, and a company's own rate.
import { describe, expect, it } from 'vitest';
import { sumMoney } from '../money';
import { socialInsurance, type WageParts } from './social-insurance';

const shares = (cs: ReturnType<typeof socialInsurance>) => cs.map((c) => [c.branchId, c.base, c.employee, c.employer]);
const wage = (basic: string, housing: string, gross: string): WageParts => ({ basic, housing, gross });

describe('Kuwait (PIFSS)', () => {
  const kw = (gross: string, national = true) => socialInsurance({ country: 'KW', national, month: '2026-11', wage: wage(gross, '0', gross), currency: 'KWD' });

  it('takes 10.5 % and 11.5 % of the full wage between 230 and 2,750 from Kuwaitis only', () => {
    expect(shares(kw('1200'))).toEqual([['pifss', '1200.000', '126.000', '138.000']]);
    expect(shares(kw('3000'))).toEqual([['pifss', '2750.000', '288.750', '316.250']]);
    expect(shares(kw('200'))).toEqual([['pifss', '230.000', '24.150', '26.450']]);
    expect(kw('1200', false)).toEqual([]);
  });
});

describe('Saudi Arabia (GOSI)', () => {
  it('takes annuities, SANED and occupational hazards on basic + housing from Saudis', () => {
    const cs = socialInsurance({ country: 'SA', national: true, month: '2026-11', wage: wage('8000', '2000', '11000'), currency: 'SAR' });
    expect(shares(cs)).toEqual([
      ['annuities', '10000.00', '900.00', '900.00'],
      ['saned', '10000.00', '75.00', '75.00'],
      ['hazards', '10000.00', '0.00', '200.00'],
    ]);
    expect([sumMoney(cs.map((c) => c.employee)), sumMoney(cs.map((c) => c.employer))]).toEqual(['975.00', '1175.00']);
  });

  it('takes only the employer’s 2 % hazards from others, and stops at SAR 45,000', () => {
    expect(shares(socialInsurance({ country: 'SA', national: false, month: '2026-11', wage: wage('8000', '2000', '11000'), currency: 'SAR' }))).toEqual([['hazards', '10000.00', '0.00', '200.00']]);
    const capped = socialInsurance({ country: 'SA', national: true, month: '2026-11', wage: wage('40000', '10000', '50000'), currency: 'SAR' });
    expect(capped[0]).toMatchObject({ base: '45000.00', employee: '4050.00' });
  });

  it('uses a company’s own rate where set, and says so', () => {
    const [annuities] = socialInsurance({ country: 'SA', national: true, month: '2026-11', wage: wage('8000', '2000', '11000'), currency: 'SAR', overrides: [{ branchId: 'annuities', employee: '9.5', employer: '9.5', note: 'new entrant, July 2025' }] });
    expect(annuities).toMatchObject({ employee: '950.00', employer: '950.00', overridden: true, overrideNote: 'new entrant, July 2025' });
  });
});

describe('United Arab Emirates (GPSSA)', () => {
  const ae = (gross: string) => shares(socialInsurance({ country: 'AE', national: true, month: '2026-11', wage: wage(gross, '0', gross), currency: 'AED' }));

  it('takes 11 % and 12.5 % from Emiratis, the employer paying 2.5 % more from AED 20,000, up to 70,000', () => {
    expect(ae('15000')).toEqual([['pension', '15000.00', '1650.00', '1875.00']]);
    expect(ae('25000')).toEqual([
      ['pension', '25000.00', '2750.00', '3125.00'],
      ['pension_top_up', '25000.00', '0.00', '625.00'],
    ]);
    expect(ae('80000')).toEqual([
      ['pension', '70000.00', '7700.00', '8750.00'],
      ['pension_top_up', '70000.00', '0.00', '1750.00'],
    ]);
  });
});

describe('Qatar, Bahrain and Oman', () => {
  it('Qatar: 7 % and 14 % of basic + housing from Qataris, from January 2023', () => {
    expect(shares(socialInsurance({ country: 'QA', national: true, month: '2026-11', wage: wage('20000', '5000', '30000'), currency: 'QAR' }))).toEqual([['pension', '25000', '1750', '3500']]);
    expect(socialInsurance({ country: 'QA', national: true, month: '2022-12', wage: wage('20000', '5000', '30000'), currency: 'QAR' })).toEqual([]);
  });

  it('Bahrain: old age, unemployment and injury for Bahrainis; others add the end-of-service share, 4.2 % then 8.4 % after three years', () => {
    const bh = (national: boolean, hireDate: string) => shares(socialInsurance({ country: 'BH', national, month: '2026-11', hireDate, wage: wage('700', '200', '1000'), currency: 'BHD' }));
    expect(bh(true, '2020-01-01')).toEqual([
      ['old_age', '1000.000', '70.000', '120.000'],
      ['unemployment', '1000.000', '10.000', '10.000'],
      ['injury', '1000.000', '0.000', '30.000'],
    ]);
    expect(bh(false, '2025-01-01')).toEqual([
      ['unemployment', '1000.000', '10.000', '10.000'],
      ['injury', '1000.000', '0.000', '30.000'],
      ['end_of_service', '1000.000', '0.000', '42.000'],
    ]);
    expect(bh(false, '2020-01-01').at(-1)).toEqual(['end_of_service', '1000.000', '0.000', '84.000']);
  });

  it('Oman: the branches of the Social Protection Law, each from the day it started', () => {
    const om = (national: boolean, month: string) => shares(socialInsurance({ country: 'OM', national, month, wage: wage('800', '100', '1000'), currency: 'OMR' }));
    expect(om(true, '2026-11')).toEqual([
      ['old_age', '1000.000', '75.000', '110.000'],
      ['injury', '1000.000', '0.000', '10.000'],
      ['job_security', '1000.000', '5.000', '5.000'],
      ['maternity', '1000.000', '0.000', '10.000'],
      ['sick_leave', '1000.000', '0.000', '10.000'],
    ]);
    expect(om(false, '2026-11').map(([id]) => id)).toEqual(['maternity', 'sick_leave']);
    expect(om(true, '2024-03').map(([id]) => id)).toEqual(['old_age', 'injury', 'job_security']);
  });

  it('takes nothing on a month with no pay', () => {
    expect(socialInsurance({ country: 'KW', national: true, month: '2026-11', wage: wage('0', '0', '0'), currency: 'KWD' })).toEqual([]);
  });
});
