// Messages of payroll (issue 19, decision 056). Spread into messages.ts.
export const PAYROLL_MESSAGES = {
  payroll_month_in_future: { ar: 'لا يُحسب مسير شهر لم يبدأ بعد', en: 'A month that has not started cannot be run' },
  payroll_run_exists: { ar: 'مسير شهر {month} موجود بالفعل؛ أعد حسابه بدلاً من إنشاء آخر', en: 'The run of {month} already exists; recalculate it instead' },
  payroll_run_locked: { ar: 'المسير معتمد ولا يتغير؛ تُدرج التصحيحات في مسير الشهر التالي', en: 'The run is approved and cannot change; corrections go into the next month’s run' },
  payroll_run_not_approved: { ar: 'يُعتمد المسير قبل تسجيل صرفه', en: 'Approve the run before recording its payment' },
  payroll_run_already_paid: { ar: 'سُجّل صرف هذا المسير بالفعل', en: 'This run is already recorded as paid' },
  payroll_paid_before_month: { ar: 'تاريخ الصرف قبل بداية الشهر', en: 'The payment date is before the month starts' },
  payroll_structure_exists: { ar: 'يوجد هيكل راتب يبدأ في هذا اليوم', en: 'A salary structure already starts on this day' },
  payroll_loan_instalment: { ar: 'القسط أكبر من مبلغ السلفة', en: 'The instalment is more than the loan' },
  payroll_paid_in_future: { ar: 'لا يُسجّل صرف بتاريخ لم يأتِ بعد', en: 'A payment cannot be dated in the future' },
  payroll_loan_granted_in_future: { ar: 'لا تُسجّل سلفة بتاريخ لم يأتِ بعد', en: 'A loan cannot be dated in the future' },
  payroll_loan_first_month: { ar: 'أول قسط لا يكون قبل شهر صرف السلفة', en: 'The first instalment cannot be before the month the loan is granted' },
  payroll_cost_center_unknown: { ar: 'مركز التكلفة غير موجود أو غير نشط', en: 'The cost centre does not exist or is inactive' },
  payroll_bank_file_not_approved: { ar: 'يُعتمد المسير قبل إصدار ملف التحويل البنكي', en: 'Approve the run before making its bank file' },
  payroll_bank_file_incomplete: { ar: 'لا يُصدر ملف التحويل: {count} من الموظفين بلا رقم آيبان صحيح؛ أكمل بياناتهم البنكية ثم أعد المحاولة', en: 'No bank file: {count} employees have no valid IBAN; complete their bank details and try again' },
  payroll_iban_missing: { ar: 'لا يوجد رقم آيبان', en: 'No IBAN' },
  payroll_iban_invalid: { ar: 'رقم الآيبان غير صحيح', en: 'The IBAN is not valid' },
} as const;
