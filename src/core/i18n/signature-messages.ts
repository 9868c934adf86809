// Messages of the electronic signature (issue 20). Spread into messages.ts.
export const SIGNATURE_MESSAGES = {
  signature_required: { ar: 'يجب أن يوقّع العميل على الشاشة أولاً', en: 'The customer must sign on screen first' },
  invalid_signature: { ar: 'التوقيع غير صالح؛ ارسم التوقيع من جديد', en: 'The signature is not valid; draw it again' },
  signature_too_large: { ar: 'صورة التوقيع أكبر من المسموح', en: 'The signature image is too large' },
  signature_image_type: { ar: 'صورة التوقيع أو الختم بصيغة PNG أو JPEG، حتى 2 ميغابايت', en: 'A signature or stamp image is PNG or JPEG, up to 2 MB' },
  signer_name_required: { ar: 'اكتب اسم الموقّع', en: 'Enter the signer’s name' },
} as const;
