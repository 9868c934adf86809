const ar = {
  subtitle: 'فحوص يستطيع المحاسب العمل عليها: ربط الحسابات، والقيود المسودة المعلّقة، ومطابقة الدفاتر الفرعية لحساباتها الرئيسية.',
  asOf: 'حتى {{date}}',
  draftDays: 'مسودة معلّقة إذا مضى عليها',
  days: '{{count}} يوم',
  allGood: 'الدفاتر سليمة: نجحت كل الفحوص',
  problems: '{{count}} فحص يحتاج إلى إجراء',
  ok: 'سليم',
  problem: 'يحتاج إلى إجراء',
  open: 'فتح',
  more: 'و{{count}} غيرها',
};
export default ar;
export type HealthTexts = typeof ar;
