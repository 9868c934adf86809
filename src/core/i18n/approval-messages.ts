// Messages of the approvals that gate (issue 20). Spread into messages.ts.
export const APPROVAL_MESSAGES = {
  approval_pending: { ar: 'هذا الإجراء بانتظار الموافقة ({number})؛ يُتاح بعد اعتماد آخر خطوة', en: 'This action is awaiting approval ({number}); it is allowed once the last step approves' },
  approval_rejected: { ar: 'رُفض طلب الموافقة {number}؛ اطلب الموافقة من جديد أو ألغِ السجل', en: 'Approval request {number} was rejected; ask again or cancel the record' },
  quotation_discount_rejected: { ar: 'رُفض خصم عرض السعر في الطلب {number}؛ أنشئ عرضاً جديداً بخصم أقل', en: 'The quotation’s discount was rejected in request {number}; make a new quotation with a smaller discount' },
  approval_required: { ar: 'هذا الإجراء يحتاج موافقة؛ اطلب الموافقة أولاً', en: 'This action needs approval; request it first' },
  approval_not_required: { ar: 'هذا السجل لا يحتاج موافقة', en: 'This record does not need approval' },
  approval_not_pending: { ar: 'تم البت في هذا الطلب مسبقاً', en: 'This request has already been decided' },
  approval_not_your_step: { ar: 'هذه الخطوة ليست لك؛ ينتظر الطلب موافقة شخص آخر', en: 'This step is not yours; the request is waiting for someone else' },
  approval_own_request: { ar: 'لا يمكنك اعتماد طلب قدّمته بنفسك', en: 'You cannot approve a request you made yourself' },
  approval_approver_not_found: { ar: 'الموظف المختار ليس له حساب فعّال في الشركة', en: 'The chosen person has no active account in the company' },
  approval_reassign_excluded: { ar: 'لا يُسند الطلب إلى من قدّمه أو إلى صاحب الشأن فيه', en: 'A request cannot be handed to the person who made it or the one it is about' },
  approval_threshold_percent: { ar: 'نسبة الخصم بين 0 و100', en: 'The discount percentage is between 0 and 100' },
} as const;
