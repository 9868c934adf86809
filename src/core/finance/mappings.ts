// The account mappings: each business event names a key, each company maps the key to one of its
// posting accounts (seeded from its chart template, edited on /finance/account-mappings).
// Adding an event's account = adding a key here and its account in every template.

export type MappingDefinition = { key: string; ar: string; en: string; type: 'asset' | 'liability' | 'equity' | 'revenue' | 'expense' };

export const ACCOUNT_MAPPINGS = [
  { key: 'receivables', ar: 'ذمم العملاء المدينة', en: 'Customer receivables', type: 'asset' },
  { key: 'rental_revenue', ar: 'إيرادات التأجير', en: 'Rental revenue', type: 'revenue' },
  { key: 'extra_km_revenue', ar: 'إيرادات الكيلومترات الإضافية', en: 'Extra kilometre revenue', type: 'revenue' },
  { key: 'late_return_revenue', ar: 'إيرادات التأخير في الإرجاع', en: 'Late return revenue', type: 'revenue' },
  { key: 'fuel_revenue', ar: 'إيرادات الوقود', en: 'Fuel revenue', type: 'revenue' },
  { key: 'damage_revenue', ar: 'إيرادات الأضرار', en: 'Damage revenue', type: 'revenue' },
  { key: 'fines_revenue', ar: 'المخالفات المستردة من العملاء', en: 'Fines recharged to customers', type: 'revenue' },
  { key: 'other_revenue', ar: 'إيرادات أخرى', en: 'Other revenue', type: 'revenue' },
  { key: 'sales_discounts', ar: 'الخصومات الممنوحة', en: 'Discounts allowed', type: 'expense' },
  { key: 'vat_payable', ar: 'ضريبة القيمة المضافة المستحقة', en: 'VAT payable', type: 'liability' },
  { key: 'payment_cash', ar: 'الصندوق (الدفع النقدي)', en: 'Cash on hand (cash payments)', type: 'asset' },
  { key: 'payment_cheque', ar: 'شيكات تحت التحصيل', en: 'Cheques under collection', type: 'asset' },
  { key: 'payment_bank_transfer', ar: 'البنك (التحويلات)', en: 'Bank (transfers)', type: 'asset' },
  { key: 'payment_card', ar: 'البنك (البطاقات)', en: 'Bank (card payments)', type: 'asset' },
  { key: 'deposits_held', ar: 'تأمينات العملاء المحتجزة', en: 'Customer deposits held', type: 'liability' },
  { key: 'deposit_received', ar: 'استلام التأمين من العميل', en: 'Deposit received', type: 'asset' },
  { key: 'deposit_applied', ar: 'تسوية التأمين مقابل المستحقات', en: 'Deposit applied to charges', type: 'asset' },
  { key: 'deposit_refunded', ar: 'رد التأمين للعميل', en: 'Deposit refunded', type: 'asset' },
  { key: 'customer_credit', ar: 'أرصدة دائنة للعملاء', en: 'Customer credit balances', type: 'liability' },
  // Real-estate leasing (issue 15, decision 033).
  { key: 'rent_revenue_residential', ar: 'إيرادات الإيجارات السكنية', en: 'Residential rent revenue', type: 'revenue' },
  { key: 'rent_revenue_commercial', ar: 'إيرادات الإيجارات التجارية', en: 'Commercial rent revenue', type: 'revenue' },
  { key: 'owner_rent_billed', ar: 'إيجارات الملاك المفوترة غير المحصلة', en: 'Owners’ rent billed, not yet collected', type: 'liability' },
  { key: 'owners_payable', ar: 'مستحقات الملاك', en: 'Amounts due to property owners', type: 'liability' },
  { key: 'management_fee_revenue', ar: 'عمولات إدارة العقارات', en: 'Property management fees', type: 'revenue' },
  { key: 'late_fee_revenue', ar: 'غرامات التأخير في السداد', en: 'Late payment fees', type: 'revenue' },
  { key: 'lease_commission_revenue', ar: 'عمولات التأجير', en: 'Leasing commissions', type: 'revenue' },
  { key: 'service_charge_revenue', ar: 'رسوم الخدمات المستردة', en: 'Service charges recovered', type: 'revenue' },
  { key: 'property_maintenance_expense', ar: 'صيانة العقارات', en: 'Property maintenance', type: 'expense' },
  { key: 'maintenance_payable', ar: 'مستحقات المقاولين والصيانة', en: 'Contractors and maintenance payable', type: 'liability' },
  // Traffic fines paid to the authority (issue 16): the company's cost until it recharges the renter.
  { key: 'traffic_fines_expense', ar: 'المخالفات المرورية المدفوعة', en: 'Traffic fines paid', type: 'expense' },
  // Vehicle financing (issue 16, decision 036).
  { key: 'financed_vehicles', ar: 'مركبات ممولة بالتقسيط', en: 'Financed vehicles', type: 'asset' },
  { key: 'vehicle_financing_payable', ar: 'التزامات تمويل المركبات', en: 'Vehicle financing payable', type: 'liability' },
  { key: 'financing_interest_expense', ar: 'فوائد تمويل المركبات', en: 'Vehicle financing interest', type: 'expense' },
  // Fleet maintenance (issue 16, decision 037): the work order's cost and the VAT the workshop charged.
  { key: 'vehicle_maintenance_expense', ar: 'صيانة وإصلاح المركبات', en: 'Vehicle maintenance and repairs', type: 'expense' },
  { key: 'vat_input', ar: 'ضريبة القيمة المضافة على المدخلات', en: 'Input VAT recoverable', type: 'asset' },
  // Vendor payables (issue 18, decision 051): a vendor bill's default expense and what is owed to vendors.
  { key: 'purchases_expense', ar: 'مشتريات ومصروفات الموردين', en: 'Purchases and vendor expenses', type: 'expense' },
  { key: 'payables', ar: 'ذمم الموردين الدائنة', en: 'Vendor payables', type: 'liability' },
  // Fixed assets (issue 18, decision 052): a category may name its own accounts instead.
  { key: 'fixed_asset_cost', ar: 'تكلفة الأصول الثابتة', en: 'Fixed assets at cost', type: 'asset' },
  { key: 'accumulated_depreciation', ar: 'مجمع إهلاك الأصول الثابتة', en: 'Accumulated depreciation', type: 'asset' },
  { key: 'depreciation_expense', ar: 'مصروف الإهلاك', en: 'Depreciation expense', type: 'expense' },
  { key: 'asset_disposal_gain', ar: 'أرباح بيع واستبعاد الأصول', en: 'Gain on disposal of assets', type: 'revenue' },
  { key: 'asset_disposal_loss', ar: 'خسائر بيع واستبعاد الأصول', en: 'Loss on disposal of assets', type: 'expense' },
  // Payroll (issue 19, decision 057): the month's pay on approval, the net pay when it is paid,
  // a loan or advance when it is handed over, and a final settlement.
  { key: 'salaries_expense', ar: 'الرواتب والأجور', en: 'Salaries and wages', type: 'expense' },
  { key: 'allowances_expense', ar: 'البدلات', en: 'Allowances', type: 'expense' },
  { key: 'social_insurance_expense', ar: 'حصة صاحب العمل في التأمينات الاجتماعية', en: 'Social insurance, employer share', type: 'expense' },
  { key: 'social_insurance_payable', ar: 'التأمينات الاجتماعية المستحقة', en: 'Social insurance payable', type: 'liability' },
  { key: 'salaries_payable', ar: 'رواتب وأجور مستحقة', en: 'Salaries payable', type: 'liability' },
  { key: 'employee_loans', ar: 'سلف وقروض الموظفين', en: 'Employee loans and advances', type: 'asset' },
  { key: 'payroll_other_deductions', ar: 'استقطاعات أخرى من الرواتب', en: 'Other payroll deductions', type: 'revenue' },
  { key: 'end_of_service_expense', ar: 'مكافأة نهاية الخدمة', en: 'End-of-service benefits', type: 'expense' },
  { key: 'retained_earnings', ar: 'الأرباح المحتجزة', en: 'Retained earnings', type: 'equity' },
  { key: 'opening_balance_equity', ar: 'حساب الأرصدة الافتتاحية', en: 'Opening balance equity', type: 'equity' },
] as const satisfies readonly MappingDefinition[];

export type MappingKey = (typeof ACCOUNT_MAPPINGS)[number]['key'];

const KEYS: ReadonlySet<string> = new Set(ACCOUNT_MAPPINGS.map((m) => m.key));

export function isMappingKey(value: unknown): value is MappingKey {
  return typeof value === 'string' && KEYS.has(value);
}

export function mappingDefinition(key: MappingKey): MappingDefinition {
  return ACCOUNT_MAPPINGS.find((m) => m.key === key)!;
}

/** The mapping key of a payment method (billing's methods). */
export function paymentMappingKey(method: 'cash' | 'cheque' | 'bank_transfer' | 'card'): MappingKey {
  return `payment_${method}`;
}
