// Each country's gratuity from worked examples, figured by hand from the article cited in
// GRATUITY: the service brackets, the cap, the minimum service, a resignation's share and a
// dismissal for misconduct. Service days count both ends; a year is 365 days.
import { describe, expect, it } from 'vitest';
import { gratuity, serviceDays, type GratuityInput } from './end-of-service';

const kw = (over: Partial<GratuityInput>) => gratuity({ country: 'KW', currency: 'KWD', national: false, reason: 'termination', hireDate: '2021-01-01', lastDay: '2023-12-31', basic: '800', gross: '1000', ...over });

describe('service length', () => {
  it('counts both the first and the last day', () => {
    expect(serviceDays('2021-01-01', '2023-12-31')).toBe(1095);
    expect(serviceDays('2000-01-01', '2025-12-31')).toBe(9497);
    expect(serviceDays('2025-01-01', '2025-01-01')).toBe(1);
  });
});

describe('Kuwait (Labour Law 6/2010, arts. 41, 51, 53)', () => {
  it('pays 15 days of the full wage (÷ 26) a year for the first five years', () => {
    // 3 years × 15 days × 1,000 ÷ 26 = 1,730.769
    expect(kw({})).toMatchObject({ amount: '1730.769', wage: '1000', serviceDays: 1095, serviceYears: '3.000', capped: false, why: 'due' });
  });

  it('pays a month a year after five, and caps the total at 18 months', () => {
    // 12.008 years: 5 × 15 + 7.008 × 26 = 257.214 days = 9.893 months × 1,000
    expect(kw({ hireDate: '2014-01-01', lastDay: '2025-12-31' }).amount).toBe('9892.835');
    // 26.019 years would be 23.9 months: 18 months' wage
    expect(kw({ hireDate: '2000-01-01', lastDay: '2025-12-31' })).toMatchObject({ amount: '18000.000', capped: true });
  });

  it('keeps nothing for a resignation under 3 years, half to 5, two thirds over 5, all from 10', () => {
    expect(kw({ reason: 'resignation', hireDate: '2022-01-01' })).toMatchObject({ amount: '0.000', why: 'resigned_too_early' });
    expect(kw({ reason: 'termination', hireDate: '2022-01-01' }).amount).toBe('1153.846'); // 2 × 15 days
    expect(kw({ reason: 'resignation' })).toMatchObject({ amount: '865.385', entitlement: '1730.769', share: { n: '1', d: '2' } });
    // 12.008 years: all of it.
    expect(kw({ reason: 'resignation', hireDate: '2014-01-01', lastDay: '2025-12-31' }).amount).toBe('9892.835');
  });

  it('is forfeited on a dismissal for misconduct, and due to Kuwaitis too', () => {
    expect(kw({ reason: 'misconduct' })).toMatchObject({ amount: '0.000', why: 'forfeited' });
    expect(kw({ national: true }).amount).toBe('1730.769');
  });
});

describe('Saudi Arabia (Labour Law, arts. 80, 84, 85)', () => {
  const sa = (over: Partial<GratuityInput>) => gratuity({ country: 'SA', currency: 'SAR', national: false, reason: 'termination', hireDate: '2018-01-01', lastDay: '2025-12-31', basic: '8000', gross: '10000', ...over });

  it('pays half a month a year for five years and a month a year after, on the full wage', () => {
    // 8.005 years: 5 × 0.5 + 3.005 × 1 = 5.505 months × 10,000 = 55,054.79
    expect(sa({})).toMatchObject({ amount: '55054.79', serviceDays: 2922, why: 'due' });
  });

  it('keeps a third of it for a resignation from 2 years, two thirds over 5, all from 10', () => {
    expect(sa({ reason: 'resignation', hireDate: '2022-06-01', lastDay: '2023-12-31' })).toMatchObject({ amount: '0.00', why: 'resigned_too_early' });
    // Exactly 2 years: a month's wage, a third of it.
    expect(sa({ reason: 'resignation', hireDate: '2022-01-01', lastDay: '2023-12-31' }).amount).toBe('3333.33');
    expect(sa({ reason: 'resignation' }).amount).toBe('36703.20');
    expect(sa({ reason: 'contract_end' }).amount).toBe('55054.79');
  });

  it('is forfeited under art. 80', () => {
    expect(sa({ reason: 'misconduct' }).amount).toBe('0.00');
  });
});

describe('United Arab Emirates (Federal Decree-Law 33/2021, art. 51)', () => {
  const ae = (over: Partial<GratuityInput>) => gratuity({ country: 'AE', currency: 'AED', national: false, reason: 'resignation', hireDate: '2021-01-01', lastDay: '2023-12-31', basic: '10000', gross: '16000', ...over });

  it('pays 21 days of the basic wage a year for five years, whatever the reason', () => {
    expect(ae({})).toMatchObject({ amount: '21000.00', wage: '10000' }); // 3 × 21 × 10,000 ÷ 30
    expect(ae({ reason: 'misconduct' }).amount).toBe('21000.00');
  });

  it('needs a year of service, excludes unpaid days, and caps at two years’ wage', () => {
    expect(ae({ hireDate: '2023-06-01' })).toMatchObject({ amount: '0.00', why: 'below_minimum' });
    // 30 unpaid days take 1,095 days to 1,065: 21 × 1,065 ÷ 365 days
    expect(ae({ unpaidDays: 30 }).amount).toBe('20424.66');
    expect(ae({ hireDate: '2000-01-01', lastDay: '2025-12-31' })).toMatchObject({ amount: '240000.00', capped: true });
  });

  it('is not the employer’s to pay an Emirati (the pension fund pays)', () => {
    expect(ae({ national: true })).toMatchObject({ amount: '0.00', why: 'nationals_excluded' });
  });
});

describe('Qatar, Bahrain and Oman', () => {
  it('Qatar (art. 54): three weeks’ basic wage a year after the first year', () => {
    const qa = gratuity({ country: 'QA', currency: 'QAR', national: false, reason: 'resignation', hireDate: '2021-01-01', lastDay: '2023-12-31', basic: '12000', gross: '20000' });
    expect(qa.amount).toBe('25200'); // 3 × 21 × 12,000 ÷ 30; the riyal has no decimals (spec §9)
  });

  it('Bahrain (art. 116): half a month for three years, a month after, for service up to 29 February 2024', () => {
    const bh = gratuity({ country: 'BH', currency: 'BHD', national: false, reason: 'termination', hireDate: '2019-03-01', lastDay: '2025-12-31', basic: '600', gross: '800' });
    // 1,827 days to 29 Feb 2024 = 5.005 years: 3 × 15 + 2.005 × 30 = 105.164 days × 800 ÷ 30
    expect(bh).toMatchObject({ amount: '2804.384', serviceDays: 1827 });
    expect(gratuity({ country: 'BH', currency: 'BHD', national: false, reason: 'termination', hireDate: '2024-03-01', lastDay: '2025-12-31', basic: '600', gross: '800' }).amount).toBe('0.000');
  });

  it('Oman: a month’s basic wage a year', () => {
    const om = gratuity({ country: 'OM', currency: 'OMR', national: false, reason: 'resignation', hireDate: '2021-01-01', lastDay: '2023-12-31', basic: '600', gross: '750' });
    expect(om.amount).toBe('1800.000');
  });
});
