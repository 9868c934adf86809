// Car rental and leasing (Kuwait, the Gulf): the fleet as the main asset with its own
// depreciation, rental revenue split by charge, and the running costs of the cars.
import { BASE_ACCOUNTS, BASE_MAPPINGS } from './base';
import { withSector, type ChartTemplate } from './types';

export const CAR_RENTAL_TEMPLATE: ChartTemplate = {
  id: 'car_rental',
  label: { ar: 'تأجير السيارات', en: 'Car rental' },
  accounts: withSector(BASE_ACCOUNTS, [
    ['110205', 'مخالفات مرورية مستردة من العملاء', 'Traffic fines recoverable from customers'],
    ['110206', 'مطالبات التأمين تحت التحصيل', 'Insurance claims receivable'],
    ['110301', 'مخزون قطع الغيار', 'Spare parts stock'],
    ['110302', 'مخزون الإطارات والبطاريات', 'Tyres and batteries stock'],
    ['110303', 'مخزون الوقود والزيوت', 'Fuel and lubricants stock'],
    ['1204', 'أسطول التأجير', 'Rental fleet'],
    ['120401', 'سيارات التأجير', 'Rental cars'],
    ['120402', 'مركبات التأجير التجارية', 'Commercial rental vehicles'],
    ['120403', 'أجهزة التتبع والملحقات', 'Trackers and accessories'],
    ['120205', 'مجمع إهلاك سيارات التأجير', 'Accumulated depreciation – rental cars', 'credit'],
    ['120206', 'مجمع إهلاك المركبات التجارية', 'Accumulated depreciation – commercial vehicles', 'credit'],
    ['2107', 'مخالفات مرورية مستحقة للجهات الحكومية', 'Traffic fines payable to authorities'],
    ['2203', 'قروض تمويل المركبات', 'Vehicle financing loans'],
    ['4101', 'إيرادات تأجير السيارات', 'Car rental revenue'],
    ['4102', 'إيرادات الكيلومترات الإضافية', 'Extra kilometre charges'],
    ['4103', 'رسوم التأخير في الإرجاع', 'Late return charges'],
    ['4104', 'إيرادات الوقود', 'Fuel charges'],
    ['4105', 'تعويضات الأضرار', 'Damage charges'],
    ['4106', 'المخالفات المستردة من العملاء', 'Traffic fines recharged'],
    ['4107', 'إيرادات التوصيل والاستلام', 'Delivery and collection charges'],
    ['4108', 'إيرادات التأمين الإضافي', 'Additional insurance cover'],
    ['4204', 'أرباح بيع سيارات الأسطول', 'Gain on sale of fleet cars'],
    ['51', 'تكلفة التأجير', 'Cost of rentals'],
    ['5101', 'وقود المركبات', 'Vehicle fuel'],
    ['5102', 'صيانة وإصلاح المركبات', 'Vehicle maintenance and repairs'],
    ['5103', 'قطع الغيار والإطارات', 'Spare parts and tyres'],
    ['5104', 'تأمين المركبات', 'Vehicle insurance'],
    ['5105', 'تسجيل وترخيص المركبات', 'Vehicle registration and licensing'],
    ['5106', 'إهلاك أسطول التأجير', 'Rental fleet depreciation'],
    ['5107', 'غسيل وتنظيف المركبات', 'Vehicle washing and cleaning'],
    ['5108', 'اشتراكات التتبع', 'Tracking subscriptions'],
    ['5109', 'فوائد تمويل المركبات', 'Vehicle financing interest'],
    ['5110', 'مخالفات غير مستردة', 'Unrecovered traffic fines'],
  ]),
  mappings: {
    ...BASE_MAPPINGS,
    extra_km_revenue: '4102',
    late_return_revenue: '4103',
    fuel_revenue: '4104',
    damage_revenue: '4105',
    fines_revenue: '4106',
    // Paid fines sit in "unrecovered fines"; the recharge to the renter is revenue (4106) beside it.
    traffic_fines_expense: '5110',
    // A financed car joins the rental fleet; the loan and its interest have their own accounts.
    financed_vehicles: '120401',
    vehicle_financing_payable: '2203',
    financing_interest_expense: '5109',
    vehicle_maintenance_expense: '5102',
    // Most disposals of a rental company are fleet cars sold at the end of their life.
    asset_disposal_gain: '4204',
  },
  costCenters: [
    ['CC-01', 'الفرع الرئيسي', 'Main branch'],
    ['CC-02', 'فرع المطار', 'Airport branch'],
    ['CC-03', 'التأجير طويل الأجل للشركات', 'Corporate long-term leasing'],
  ],
};
