// Messages of vehicle financing agreements (issue 16): terms, activation and payments.
// Spread into the shared catalogue (messages.ts).
export const FINANCING_MESSAGES = {
  financing_invalid_count: { ar: 'عدد الأقساط بين 1 و360', en: 'The number of instalments is between 1 and 360' },
  financing_invalid_rate: { ar: 'نسبة الفائدة السنوية بين 0 و100', en: 'The annual interest rate is between 0 and 100' },
  financing_down_payment_exceeds_total: { ar: 'الدفعة المقدمة يجب أن تكون أقل من إجمالي التمويل', en: 'The down payment must be less than the total' },
  financing_vehicle_required: { ar: 'اختر مركبة واحدة على الأقل', en: 'Choose at least one vehicle' },
  financing_not_draft: { ar: 'لا يمكن تعديل الاتفاقية أو تفعيلها إلا وهي مسودة', en: 'Only a draft agreement can be changed or activated' },
  financing_not_active: { ar: 'تُسجَّل الدفعات على اتفاقية نشطة فقط', en: 'Payments are recorded on an active agreement only' },
  financing_cannot_cancel: { ar: 'لا يمكن إلغاء اتفاقية مكتملة أو سُجّلت عليها دفعات', en: 'An agreement that is completed or has payments cannot be cancelled' },
  financing_payment_exceeds_balance: { ar: 'المبلغ أكبر من المتبقي على الاتفاقية ({remaining})', en: 'The amount is more than what is left on the agreement ({remaining})' },
} as const;
