// Demo data of each business module, run inside the demo seed's transaction: one line per module.
import type { Tx } from './db/client';
import { seedHrDemo } from '../modules/hr/server/seed';

export type ModuleSeed = (tx: Tx, ctx: { companyId: string; businessType: string }) => Promise<void>;

export const MODULE_DEMO_SEEDS: readonly ModuleSeed[] = [seedHrDemo];
