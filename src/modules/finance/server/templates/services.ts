// Service companies: contract and subscription revenue, unbilled work, staff and subcontractors.
import { BASE_ACCOUNTS, BASE_MAPPINGS } from './base';
import { withSector, type ChartTemplate } from './types';

export const SERVICES_TEMPLATE: ChartTemplate = {
  id: 'services',
  label: { ar: 'الخدمات', en: 'Services' },
  accounts: withSector(BASE_ACCOUNTS, [
    ['110205', 'إيرادات مستحقة غير مفوترة', 'Unbilled revenue'],
    ['110206', 'محتجزات لدى العملاء', 'Retentions held by customers'],
    ['4101', 'إيرادات الخدمات', 'Service revenue'],
    ['4102', 'إيرادات العقود والاشتراكات', 'Contract and subscription revenue'],
    ['4103', 'إيرادات الاستشارات', 'Consulting revenue'],
    ['51', 'تكلفة الخدمات', 'Cost of services'],
    ['5101', 'رواتب الفنيين', 'Technical staff salaries'],
    ['5102', 'المواد المستهلكة', 'Consumables'],
    ['5103', 'مقاولو الباطن', 'Subcontractors'],
    ['5104', 'انتقالات وسفر المشاريع', 'Project travel'],
  ]),
  mappings: { ...BASE_MAPPINGS },
  costCenters: [['CC-01', 'الإدارة العامة', 'Head office']],
};
