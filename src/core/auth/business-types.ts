/** The ten business types of spec §1, with labels and the side-menu subtitle of each. */
import type { MessageText } from '../i18n/messages';

export const BUSINESS_TYPE_IDS = [
  'car_rental',
  'real_estate',
  'retail',
  'medical',
  'manufacturing',
  'restaurant',
  'logistics',
  'education',
  'consulting',
  'construction',
] as const;

export type BusinessType = (typeof BUSINESS_TYPE_IDS)[number];

export type BusinessTypeDefinition = {
  id: BusinessType;
  label: MessageText;
  /** Side-menu subtitle under the company name (spec §1). */
  subtitle: MessageText;
};

export const BUSINESS_TYPES: Record<BusinessType, BusinessTypeDefinition> = {
  car_rental: {
    id: 'car_rental',
    label: { ar: 'تأجير السيارات', en: 'Car rental' },
    subtitle: { ar: 'نظام إدارة تأجير السيارات', en: 'Car rental management system' },
  },
  real_estate: {
    id: 'real_estate',
    label: { ar: 'العقارات', en: 'Real estate' },
    subtitle: { ar: 'نظام إدارة العقارات', en: 'Real estate management system' },
  },
  retail: {
    id: 'retail',
    label: { ar: 'تجارة التجزئة', en: 'Retail' },
    subtitle: { ar: 'نظام إدارة متاجر التجزئة', en: 'Retail management system' },
  },
  medical: {
    id: 'medical',
    label: { ar: 'الرعاية الطبية', en: 'Medical' },
    subtitle: { ar: 'نظام إدارة المنشآت الطبية', en: 'Medical practice management system' },
  },
  manufacturing: {
    id: 'manufacturing',
    label: { ar: 'التصنيع', en: 'Manufacturing' },
    subtitle: { ar: 'نظام إدارة التصنيع', en: 'Manufacturing management system' },
  },
  restaurant: {
    id: 'restaurant',
    label: { ar: 'المطاعم', en: 'Restaurant' },
    subtitle: { ar: 'نظام إدارة المطاعم', en: 'Restaurant management system' },
  },
  logistics: {
    id: 'logistics',
    label: { ar: 'الخدمات اللوجستية', en: 'Logistics' },
    subtitle: { ar: 'نظام إدارة الخدمات اللوجستية', en: 'Logistics management system' },
  },
  education: {
    id: 'education',
    label: { ar: 'التعليم', en: 'Education' },
    subtitle: { ar: 'نظام إدارة المؤسسات التعليمية', en: 'Education management system' },
  },
  consulting: {
    id: 'consulting',
    label: { ar: 'الاستشارات', en: 'Consulting' },
    subtitle: { ar: 'نظام إدارة الاستشارات', en: 'Consulting management system' },
  },
  construction: {
    id: 'construction',
    label: { ar: 'المقاولات والبناء', en: 'Construction' },
    subtitle: { ar: 'نظام إدارة المقاولات', en: 'Construction management system' },
  },
};

/** Spec §1 fallback, for a company with no or an unknown business type. */
export const FALLBACK_SUBTITLE: MessageText = {
  ar: 'نظام إدارة الأعمال',
  en: 'Business management system',
};

const IDS: ReadonlySet<string> = new Set(BUSINESS_TYPE_IDS);

export function isBusinessType(value: unknown): value is BusinessType {
  return typeof value === 'string' && IDS.has(value);
}

/** The side-menu subtitle; companies.business_type is nullable free text, hence `unknown`. */
export function businessSubtitle(businessType: unknown, lang: 'ar' | 'en'): string {
  return (isBusinessType(businessType) ? BUSINESS_TYPES[businessType].subtitle : FALLBACK_SUBTITLE)[lang];
}
