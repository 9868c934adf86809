/** Small helpers that keep the manifests short and fully typed. */
import { BUSINESS_TYPE_IDS } from '../auth/business-types';
import type { Label, MenuScope, ModuleManifest } from './types';

export function defineModule(manifest: ModuleManifest): ModuleManifest {
  return manifest;
}

export function label(ar: string, en: string): Label {
  return { ar, en };
}

/** The two hand-tuned menus of spec §2. */
export const CURATED: readonly MenuScope[] = ['car_rental', 'real_estate'];
/** Every company menu: the two hand-tuned ones and the generated one. */
export const ALL_MENUS: readonly MenuScope[] = ['car_rental', 'real_estate', 'generated'];
export const ALL_BUSINESS_TYPES = BUSINESS_TYPE_IDS;
export const NO_PERMISSIONS = { view: [], manage: [] } as const;
