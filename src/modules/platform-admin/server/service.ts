// The platform-admin module's service for other parts of the server: the platform settings
// (trial length and default plan are read by sign-up and company creation).
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../server/db/client';
import { TRIAL_DAYS } from '../../../core/auth';
import { platformSettings } from './tables';

export type PlatformSettings = Omit<typeof platformSettings.$inferSelect, 'id'>;

const DEFAULTS: PlatformSettings = {
  platformName: 'Masar',
  platformNameAr: 'مسار',
  supportEmail: null,
  supportPhone: null,
  defaultPlanCode: 'free',
  trialDays: TRIAL_DAYS,
  updatedBy: null,
  updatedAt: new Date(0),
};

/** The one settings row, or the built-in defaults until the super admin saves them. */
export async function getPlatformSettings(db: Database | Tx): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 'platform'));
  if (!row) return DEFAULTS;
  const { id: _id, ...settings } = row;
  return settings;
}

export async function savePlatformSettings(tx: Tx, input: Omit<PlatformSettings, 'updatedAt'>): Promise<PlatformSettings> {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await tx
    .insert(platformSettings)
    .values({ id: 'platform', ...values })
    .onConflictDoUpdate({ target: platformSettings.id, set: values })
    .returning();
  const { id: _id, ...settings } = row!;
  return settings;
}
