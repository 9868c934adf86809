// Messages of vendor payables (issue 18, decision 051): orders, bills and payments to vendors.
// Spread into the shared catalogue (messages.ts).
export const PAYABLES_MESSAGES = {
  payables_lines_required: { ar: 'أضف بنداً واحداً على الأقل', en: 'Add at least one line' },
  payables_invalid_quantity: { ar: 'الكمية يجب أن تكون أكبر من صفر', en: 'The quantity must be more than zero' },
  payables_invalid_terms: { ar: 'مدة السداد بين 0 و365 يوماً', en: 'Payment terms are between 0 and 365 days' },
  payables_bill_zero_total: { ar: 'إجمالي الفاتورة يجب أن يكون أكبر من صفر', en: 'The bill total must be more than zero' },
  payables_due_before_bill: { ar: 'تاريخ الاستحقاق لا يسبق تاريخ الفاتورة', en: 'The due date cannot be before the bill date' },
  payables_vendor_inactive: { ar: 'المورد موقوف ولا تُسجَّل عليه مستندات جديدة', en: 'The vendor is inactive: no new documents can be recorded' },
  payables_po_invalid_status: { ar: 'حالة أمر الشراء ({status}) لا تسمح بهذا الإجراء', en: 'The purchase order’s status ({status}) does not allow this action' },
  payables_po_not_received: { ar: 'يُفوتر أمر الشراء بعد استلامه فقط', en: 'A purchase order is billed only after it is received' },
  payables_allocation_required: { ar: 'خصّص الدفعة لفاتورة واحدة على الأقل', en: 'Allocate the payment to at least one bill' },
  payables_bill_not_open: { ar: 'الفاتورة ليست فاتورة مفتوحة لهذا المورد', en: 'The bill is not an open bill of this vendor' },
  payables_duplicate_bill: { ar: 'الفاتورة مكررة في التخصيص', en: 'The bill appears twice in the allocation' },
  payables_over_allocation: { ar: 'المبلغ المخصص للفاتورة {bill} أكبر من المتبقي عليها ({balance})', en: 'The amount allocated to bill {bill} is more than it still owes ({balance})' },
  payables_paid_before_bill: { ar: 'تاريخ الدفعة يسبق تاريخ فاتورة مخصصة لها', en: 'The payment date is before the date of a bill it pays' },
  payables_bill_cancelled: { ar: 'الفاتورة ملغاة من قبل', en: 'The bill is already cancelled' },
  payables_bill_has_payments: { ar: 'لا تُلغى فاتورة سُدّد منها مبلغ', en: 'A bill with payments on it cannot be cancelled' },
  payables_cancel_before_bill: { ar: 'تاريخ الإلغاء لا يسبق تاريخ الفاتورة', en: 'The cancellation date cannot be before the bill date' },
  payables_over_balance: { ar: 'أكبر من المتبقي على الفاتورة', en: 'More than the bill still owes' },
} as const;
