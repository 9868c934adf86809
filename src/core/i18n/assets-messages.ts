// Messages of fixed assets and depreciation (issue 18, decision 052). Spread into messages.ts.
export const ASSETS_MESSAGES = {
  asset_category_taken: { ar: 'توجد فئة أصول بهذا الاسم', en: 'An asset category with this name already exists' },
  asset_invalid_life: { ar: 'العمر الإنتاجي بين 1 و600 شهر', en: 'The useful life is between 1 and 600 months' },
  asset_invalid_salvage: { ar: 'القيمة التخريدية يجب أن تكون أقل من التكلفة', en: 'The salvage value must be less than the cost' },
  asset_start_before_purchase: { ar: 'لا يبدأ الإهلاك قبل تاريخ الشراء', en: 'Depreciation cannot start before the purchase date' },
  asset_vehicle_taken: { ar: 'هذه المركبة مرتبطة بأصل آخر', en: 'This vehicle is already linked to another asset' },
  asset_account_invalid: { ar: 'اختر حساب ترحيل من دليل حسابات الشركة', en: 'Choose a posting account of the company’s chart' },
  asset_not_active: { ar: 'الأصل مستبعد بالفعل', en: 'The asset is already disposed of' },
  asset_disposal_before_depreciation: { ar: 'تاريخ الاستبعاد قبل آخر شهر رُحّل إهلاكه ({month})', en: 'The disposal date is before the last month depreciated ({month})' },
  asset_disposal_before_purchase: { ar: 'تاريخ الاستبعاد قبل تاريخ الشراء', en: 'The disposal date is before the purchase date' },
  depreciation_month_in_future: { ar: 'لا يُرحَّل إهلاك شهر لم يبدأ بعد', en: 'A month that has not started cannot be depreciated' },
} as const;
