/** Arabic texts of the financial analysis page (namespace `finance-analysis`); analysis-en.ts mirrors the keys. */
const ar = {
  subtitle: 'الإيرادات والمصروفات والهامش شهراً بشهر، ومؤشرات السيولة والتحصيل من القيود المرحّلة.',
  filters: { title: 'فترة التحليل', from: 'من', to: 'إلى', apply: 'عرض' },
  chart: {
    title: 'الإيرادات والمصروفات والهامش حسب الشهر',
    revenue: 'الإيرادات',
    expense: 'المصروفات',
    margin: 'هامش الربح',
    caption: 'رسم بياني بالأعمدة للإيرادات والمصروفات لكل شهر، مع خط لهامش الربح',
    empty: 'لا إيرادات ولا مصروفات مرحّلة في هذه الفترة.',
  },
  totals: { title: 'الفترة كاملة', revenue: 'إجمالي الإيرادات', expense: 'إجمالي المصروفات', result: 'صافي النتيجة', margin: 'هامش الربح' },
  ratios: {
    title: 'المؤشرات كما في {{date}}',
    notApplicable: 'غير متاح',
    days: '{{value}} يوم',
    times: '{{value}} مرة',
    currentRatio: { label: 'نسبة التداول', hint: 'الأصول المتداولة مقسومة على الخصوم المتداولة: فوق 1 يعني أن ما يتحول نقداً خلال سنة يغطي ما يُستحق خلالها.' },
    quickRatio: { label: 'نسبة السيولة السريعة', hint: 'النقدية والذمم المدينة مقسومة على الخصوم المتداولة، دون المخزون والمدفوعات المقدمة.' },
    cash: { label: 'النقدية', hint: 'رصيد الصناديق والبنوك في نهاية الفترة.' },
    receivables: { label: 'الذمم المدينة', hint: 'ما على العملاء في حساب الذمم المرتبط.' },
    payables: { label: 'الذمم الدائنة', hint: 'ما للموردين في حساب الذمم الدائنة المرتبط.' },
    daysSalesOutstanding: { label: 'متوسط فترة التحصيل', hint: 'الذمم المدينة مقسومة على إيرادات آخر 90 يوماً × 90: كم يوماً يحتاج التحصيل.' },
    receivablesTurnover: { label: 'معدل دوران الذمم', hint: 'إيرادات الفترة مقسومة على الذمم المدينة: كم مرة تُحصَّل الذمم خلال الفترة.' },
  },
};

export type FinanceAnalysisTexts = typeof ar;
export default ar;
