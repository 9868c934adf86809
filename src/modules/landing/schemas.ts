/** Landing content inputs (DECISIONS 12, decision 008), shared by the server and the web form. */
import { z } from 'zod';
import type { MessageCode } from '../../core/i18n/messages';

const err = (code: MessageCode) => ({ error: code });

/**
 * Keys the landing page fills in place (decision 008); any other key becomes an extra feature
 * card whose first line is the title and the rest the description.
 */
export const LANDING_KEYS = [
  'hero_badge',
  'hero_title',
  'hero_subtitle',
  'cta_primary',
  'cta_secondary',
  'features_title',
  'features_subtitle',
  'types_title',
  'types_subtitle',
  'start_title',
  'start_subtitle',
  'footer_tagline',
] as const;

export const landingContentSchema = z.object({
  contentKey: z.string(err('required')).trim().min(1, err('required')).max(60, err('too_long')).regex(/^[a-z][a-z0-9_]*$/, err('invalid_code')),
  contentValue: z.string().max(2000, err('too_long')).default(''),
  contentValueAr: z.string().max(2000, err('too_long')).default(''),
  isActive: z.boolean().default(true),
  sortOrder: z.number(err('invalid_sort_order')).int(err('invalid_sort_order')).min(0, err('invalid_sort_order')).max(100_000, err('invalid_sort_order')).default(0),
});
export type LandingContentInput = z.input<typeof landingContentSchema>;
export const landingContentPatchSchema = landingContentSchema.partial();

/** The rows' new display order, first to last. */
export const landingOrderSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(500) });
