// Messages of budgets and cost centres (issue 18). Spread into the shared catalogue (messages.ts).
export const BUDGET_MESSAGES = {
  budget_months_not_summing: { ar: 'مجموع الأشهر ({sum}) لا يساوي المبلغ السنوي ({annual}) في السطر {line}', en: 'The months ({sum}) do not add up to the annual amount ({annual}) on line {line}' },
  budget_months_count: { ar: 'أدخل مبالغ الأشهر الاثني عشر كلها', en: 'Enter all twelve monthly amounts' },
  budget_amount_required: { ar: 'أدخل المبلغ السنوي أو مبالغ الأشهر', en: 'Enter the annual amount or the monthly amounts' },
  budget_header_account: { ar: 'الحساب {code} حساب رئيسي لا يقبل الموازنة؛ اختر حساباً فرعياً', en: 'Account {code} is a header account and cannot be budgeted; choose a sub-account' },
  budget_account_not_pl: { ar: 'الحساب {code} ليس حساب مصروفات أو إيرادات', en: 'Account {code} is not an expense or revenue account' },
  budget_duplicate_line: { ar: 'السطر {line} يكرر حساب السطر {other} ومركز تكلفته', en: 'Line {line} repeats the account and cost centre of line {other}' },
  budget_overlapping_line: { ar: 'السطر {line} يتداخل مع السطر {other}: الحساب نفسه ومركز تكلفة يشمل الآخر', en: 'Line {line} overlaps line {other}: the same account with a cost centre that contains the other' },
  budget_lines_required: { ar: 'أضف سطراً واحداً على الأقل إلى الموازنة', en: 'Add at least one line to the budget' },
  budget_not_draft: { ar: 'لا تُعدَّل الموازنة إلا وهي مسودة', en: 'Only a draft budget can be changed' },
  budget_bad_transition: { ar: 'لا يمكن نقل الموازنة من «{from}» إلى «{to}»', en: 'A budget cannot go from “{from}” to “{to}”' },
  budget_fiscal_year_closed: { ar: 'السنة المالية {label} مغلقة', en: 'The fiscal year {label} is closed' },
  cost_center_code_taken: { ar: 'رمز مركز التكلفة {code} مستخدم من قبل', en: 'The cost centre code {code} is already used' },
  cost_center_cycle: { ar: 'لا يمكن أن يكون المركز تابعاً لنفسه أو لأحد فروعه', en: 'A cost centre cannot sit under itself or one of its own children' },
  cost_center_has_active_children: { ar: 'لا يمكن إيقاف مركز له مراكز فرعية نشطة؛ أوقفها أولاً', en: 'A cost centre with active children cannot be deactivated; deactivate them first' },
  cost_center_parent_inactive: { ar: 'المركز الرئيسي المختار غير نشط', en: 'The chosen parent cost centre is inactive' },
} as const;
