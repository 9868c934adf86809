// Messages of the ledger (issue 14): postings, periods, the chart of accounts.
// Spread into the shared catalogue (messages.ts). {mapping} is a bilingual parameter.
export const FINANCE_MESSAGES = {
  account_mapping_missing: { ar: 'لم يُحدَّد حساب لربط «{mapping}»: حدّده في صفحة ربط الحسابات ثم أعد المحاولة', en: 'No account is set for the mapping "{mapping}": set it on the Account mappings page and try again' },
  account_not_postable: { ar: 'الحساب {code} لا يقبل القيود (حساب رئيسي أو موقوف)', en: 'Account {code} takes no postings (a header or an inactive account)' },
  entry_unbalanced: { ar: 'القيد غير متوازن: المدين {debit} والدائن {credit} (الفرق {difference})', en: 'The entry does not balance: debits {debit}, credits {credit} (difference {difference})' },
  entry_too_few_lines: { ar: 'القيد يحتاج إلى سطرين على الأقل', en: 'An entry needs at least two lines' },
  line_amount_required: { ar: 'أدخل مبلغاً مديناً أو دائناً', en: 'Enter a debit or a credit amount' },
  line_one_side_only: { ar: 'السطر يكون مديناً أو دائناً، لا الاثنين معاً', en: 'A line is either a debit or a credit, not both' },
  line_amount_precision: { ar: 'المبلغ فيه كسور أصغر من أصغر وحدة لعملة الشركة', en: 'The amount is finer than the smallest unit of the company currency' },
  period_closed: { ar: 'الفترة المحاسبية {period} مقفلة: لا يُرحَّل إليها قيد بتاريخ {date}', en: 'The accounting period {period} is closed: nothing can be posted dated {date}' },
  fiscal_year_closed: { ar: 'السنة المالية {label} مقفلة', en: 'The fiscal year {label} is closed' },
  entry_not_draft: { ar: 'القيد {number} مرحّل ولا يمكن تعديله أو حذفه؛ اعكسه بدلاً من ذلك', en: 'Entry {number} is posted and cannot be changed or deleted; reverse it instead' },
  entry_not_reversible: { ar: 'لا يُعكس إلا قيد مرحّل لم يُعكس من قبل', en: 'Only a posted entry that has not been reversed can be reversed' },
  reversal_before_entry: { ar: 'لا يسبق تاريخ العكس تاريخ القيد الأصلي', en: 'The reversal cannot be dated before the original entry' },
  account_has_postings: { ar: 'على الحساب {code} قيود: لا يمكن حذفه أو تغيير نوعه، أوقفه بدلاً من ذلك', en: 'Account {code} has postings: it cannot be deleted or change type — deactivate it instead' },
  account_has_children: { ar: 'للحساب {code} حسابات فرعية: انقلها أو احذفها أولاً', en: 'Account {code} has sub-accounts: move or delete them first' },
  account_code_taken: { ar: 'رمز الحساب {code} مستخدم لحساب آخر', en: 'Account code {code} is already used by another account' },
  account_in_mapping: { ar: 'الحساب {code} مستخدم في ربط «{mapping}»: غيّر الربط أولاً', en: 'Account {code} is used by the mapping "{mapping}": change the mapping first' },
  account_parent_invalid: { ar: 'الحساب الأب يجب أن يكون حساباً رئيسياً من النوع نفسه', en: 'The parent must be a header account of the same type' },
  account_parent_cycle: { ar: 'لا يكون الحساب أباً لنفسه أو لأحد آبائه', en: 'An account cannot be its own parent or ancestor' },
  chart_already_set_up: { ar: 'دليل الحسابات مُعدّ لهذه الشركة مسبقاً', en: 'The chart of accounts is already set up for this company' },
  unknown_chart_template: { ar: 'قالب دليل الحسابات غير معروف', en: 'Unknown chart of accounts template' },
} as const;
