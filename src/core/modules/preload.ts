/** Spec §2 route preloading: which pages to fetch in idle time, high priority first. */
import type { ModuleManifest } from './types';

export type PreloadPlan = { high: string[]; medium: string[] };

export function preloadPlan(manifests: readonly ModuleManifest[]): PreloadPlan {
  const routes = manifests.flatMap((m) => m.routes);
  return {
    high: routes.filter((r) => r.preload === 'high').map((r) => r.path),
    medium: routes.filter((r) => r.preload === 'medium').map((r) => r.path),
  };
}
