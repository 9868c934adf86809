// Messages of the owners and tenants of real-estate leasing (issue 15): owners' records, their
// payouts and statements, and tenants (customers with a tenant profile, decision 033).
// Spread into the shared catalogue (messages.ts).
export const PEOPLE_MESSAGES = {
  duplicate_owner: { ar: 'يوجد مالك مسجل بنفس الرقم: {name}', en: 'An owner with the same ID is already recorded: {name}' },
  owner_id_taken: { ar: 'مسجل لمالك آخر', en: 'Already recorded for another owner' },
  commission_out_of_range: { ar: 'نسبة العمولة بين 0 و100', en: 'The commission is between 0 and 100 percent' },
  payout_exceeds_balance: {
    ar: 'الدفعة ({amount}) أكبر من المستحق للمالك في {date} ({balance}). سجّلها كسلفة إذا كان ذلك مقصوداً',
    en: 'The payout ({amount}) is more than the owner is due on {date} ({balance}). Record it as an advance if that is intended',
  },
  more_than_due: { ar: 'أكبر من المستحق للمالك', en: 'More than the owner is due' },
  date_after_today: { ar: 'التاريخ بعد اليوم', en: 'The date is after today' },
  statement_period_invalid: { ar: 'بداية الفترة بعد نهايتها', en: 'The period starts after it ends' },
  statement_period_too_long: { ar: 'الفترة أطول من 10 سنوات', en: 'The period is longer than 10 years' },
  already_tenant: { ar: '{name} مسجل مستأجراً من قبل', en: '{name} is already a tenant' },
  tenant_link_with_fields: {
    ar: 'عند ربط عميل موجود تُرسل بيانات المستأجر فقط؛ عدّل بيانات العميل من صفحته',
    en: 'When linking an existing customer send only the tenant details; edit the customer on their page',
  },
} as const;
