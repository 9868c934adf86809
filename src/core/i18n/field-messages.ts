// Field validation messages: what the API's one error map (src/core/i18n/field-errors.ts) says
// for each kind of invalid input, so no validator's English default reaches a user (issue 12).
// Spread into the shared catalogue (messages.ts).
export const FIELD_MESSAGES = {
  invalid_type: { ar: 'نوع القيمة غير صحيح', en: 'The value has the wrong type' },
  text_too_long: { ar: 'يجب ألا يزيد النص عن {max} حرفاً', en: 'At most {max} characters' },
  text_too_short: { ar: 'يجب ألا يقل النص عن {min} أحرف', en: 'At least {min} characters' },
  number_too_large: { ar: 'يجب ألا تزيد القيمة عن {max}', en: 'The value must be at most {max}' },
  number_too_small: { ar: 'يجب ألا تقل القيمة عن {min}', en: 'The value must be at least {min}' },
  not_whole_number: { ar: 'يجب أن تكون القيمة عدداً صحيحاً', en: 'The value must be a whole number' },
  too_many_items: { ar: 'يجب ألا يزيد عدد العناصر عن {max}', en: 'At most {max} items' },
  too_few_items: { ar: 'يجب ألا يقل عدد العناصر عن {min}', en: 'At least {min} items' },
  invalid_format: { ar: 'صيغة القيمة غير صحيحة', en: 'The value is not in the expected format' },
  invalid_url: { ar: 'الرابط غير صالح', en: 'Invalid link' },
  invalid_id: { ar: 'المعرّف غير صالح', en: 'Invalid identifier' },
  invalid_timezone: { ar: 'المنطقة الزمنية غير معروفة (مثال: Asia/Kuwait)', en: 'Unknown time zone (for example Asia/Kuwait)' },
  invalid_datetime: { ar: 'التاريخ والوقت غير صالحين', en: 'Invalid date and time' },
  date_out_of_range: { ar: 'التاريخ خارج النطاق المقبول (من {min} إلى {max})', en: 'The date is outside the accepted range ({min} to {max})' },
  invalid_choice: { ar: 'القيمة ليست من الخيارات المتاحة', en: 'The value is not one of the allowed choices' },
  unknown_field: { ar: 'حقل غير معروف', en: 'Unknown field' },
  malformed_json: { ar: 'محتوى الطلب ليس بصيغة JSON صحيحة', en: 'The request body is not valid JSON' },
} as const;
