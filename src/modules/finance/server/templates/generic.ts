// Any other trade: the base chart as it is.
import { BASE_ACCOUNTS, BASE_MAPPINGS } from './base';
import type { ChartTemplate } from './types';

export const GENERIC_TEMPLATE: ChartTemplate = {
  id: 'generic',
  label: { ar: 'عام', en: 'Generic' },
  accounts: BASE_ACCOUNTS,
  mappings: { ...BASE_MAPPINGS },
  costCenters: [['CC-01', 'الإدارة العامة', 'Head office']],
};
