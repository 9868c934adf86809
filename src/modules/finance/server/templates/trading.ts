// Trading and retail: stock in hand and in transit, sales and their returns, cost of goods sold.
import { BASE_ACCOUNTS, BASE_MAPPINGS } from './base';
import { withSector, type ChartTemplate } from './types';

export const TRADING_TEMPLATE: ChartTemplate = {
  id: 'trading',
  label: { ar: 'التجارة والتجزئة', en: 'Trading and retail' },
  accounts: withSector(BASE_ACCOUNTS, [
    ['110301', 'مخزون البضاعة', 'Merchandise inventory'],
    ['110302', 'بضاعة في الطريق', 'Goods in transit'],
    ['110303', 'مخصص تقادم المخزون', 'Inventory obsolescence provision', 'credit'],
    ['110405', 'دفعات مقدمة للموردين', 'Advances to suppliers'],
    ['4101', 'المبيعات', 'Sales'],
    ['4102', 'مردودات المبيعات', 'Sales returns', 'debit'],
    ['4103', 'إيرادات التوصيل', 'Delivery income'],
    ['51', 'تكلفة المبيعات', 'Cost of sales'],
    ['5101', 'تكلفة البضاعة المباعة', 'Cost of goods sold'],
    ['5102', 'الشحن والتخليص الجمركي', 'Freight and customs clearance'],
    ['5103', 'فروقات الجرد', 'Stock count differences'],
    ['5104', 'خصم مكتسب', 'Discounts received', 'credit'],
    ['5305', 'مصاريف نقاط البيع', 'Point-of-sale fees'],
  ]),
  mappings: { ...BASE_MAPPINGS },
  costCenters: [
    ['CC-01', 'المعرض الرئيسي', 'Main showroom'],
    ['CC-02', 'المستودع', 'Warehouse'],
  ],
};
