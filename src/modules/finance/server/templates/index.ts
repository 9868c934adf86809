// The chart-of-accounts templates, and which one a business type starts from.
import { CAR_RENTAL_TEMPLATE } from './car-rental';
import { GENERIC_TEMPLATE } from './generic';
import { REAL_ESTATE_TEMPLATE } from './real-estate';
import { SERVICES_TEMPLATE } from './services';
import { TRADING_TEMPLATE } from './trading';
import type { ChartTemplate, TemplateId } from './types';

export { TEMPLATE_IDS, TYPE_OF_DIGIT, type ChartTemplate, type TemplateAccount, type TemplateId } from './types';

export const CHART_TEMPLATES: Record<TemplateId, ChartTemplate> = {
  car_rental: CAR_RENTAL_TEMPLATE,
  real_estate: REAL_ESTATE_TEMPLATE,
  trading: TRADING_TEMPLATE,
  services: SERVICES_TEMPLATE,
  generic: GENERIC_TEMPLATE,
};

/** The template a company of this business type is offered first. */
export function templateForBusinessType(businessType: string): TemplateId {
  if (businessType === 'car_rental' || businessType === 'real_estate') return businessType;
  if (['retail', 'restaurant', 'manufacturing'].includes(businessType)) return 'trading';
  if (['medical', 'consulting', 'logistics', 'education'].includes(businessType)) return 'services';
  return 'generic';
}
