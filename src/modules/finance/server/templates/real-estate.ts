// Real-estate leasing and management (Qatar, the Gulf): investment property, tenants' deposits,
// owners' money collected on their behalf, rent revenue by use.
import { BASE_ACCOUNTS, BASE_MAPPINGS } from './base';
import { withSector, type ChartTemplate } from './types';

export const REAL_ESTATE_TEMPLATE: ChartTemplate = {
  id: 'real_estate',
  label: { ar: 'العقارات', en: 'Real estate' },
  accounts: withSector(BASE_ACCOUNTS, [
    ['110201', 'ذمم المستأجرين', 'Tenant receivables'],
    ['110205', 'شيكات إيجار مؤجلة', 'Post-dated rent cheques'],
    ['1204', 'العقارات الاستثمارية', 'Investment property'],
    ['120401', 'أراضٍ استثمارية', 'Investment land'],
    ['120402', 'مبانٍ سكنية مؤجرة', 'Leased residential buildings'],
    ['120403', 'مبانٍ تجارية مؤجرة', 'Leased commercial buildings'],
    ['120404', 'عقارات قيد التطوير', 'Property under development'],
    ['120205', 'مجمع إهلاك العقارات الاستثمارية', 'Accumulated depreciation – investment property', 'credit'],
    ['210402', 'تأمينات المستأجرين', 'Tenant security deposits'],
    ['2107', 'مستحقات الملاك', 'Amounts due to property owners'],
    ['2108', 'عمولات وسطاء مستحقة', 'Broker commissions payable'],
    ['4101', 'إيرادات الإيجارات السكنية', 'Residential rent revenue'],
    ['4102', 'إيرادات الإيجارات التجارية', 'Commercial rent revenue'],
    ['4103', 'عمولات إدارة العقارات', 'Property management fees'],
    ['4104', 'غرامات التأخير في السداد', 'Late payment penalties'],
    ['4105', 'رسوم الخدمات المستردة', 'Service charges recovered'],
    ['4106', 'تعويضات الأضرار', 'Damage charges'],
    ['4107', 'عمولات البيع والوساطة', 'Sales and brokerage commissions'],
    ['51', 'تكاليف تشغيل العقارات', 'Property operating costs'],
    ['5101', 'صيانة العقارات', 'Property maintenance'],
    ['5102', 'الحراسة والنظافة', 'Security and cleaning'],
    ['5103', 'كهرباء وماء العقارات', 'Property electricity and water'],
    ['5104', 'تأمين العقارات', 'Property insurance'],
    ['5105', 'إهلاك العقارات الاستثمارية', 'Investment property depreciation'],
    ['5106', 'عمولات الوسطاء', 'Broker commissions'],
    ['5107', 'رسوم البلدية والتسجيل', 'Municipality and registration fees'],
  ]),
  mappings: { ...BASE_MAPPINGS, late_return_revenue: '4104', damage_revenue: '4106', fines_revenue: '4104' },
  costCenters: [
    ['CC-01', 'العقارات السكنية', 'Residential properties'],
    ['CC-02', 'العقارات التجارية', 'Commercial properties'],
    ['CC-03', 'إدارة أملاك الغير', 'Third-party property management'],
  ],
};
