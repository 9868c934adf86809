import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KNOWN_MODULES } from '../core/companies';
import { allRoutes, bestMatch, ICON_NAMES } from '../core/modules';
import { MODULES } from './index';

const here = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the manifest registry (src/modules/index.ts)', () => {
  it('has one line for every module folder, and every line has a folder', () => {
    const registered = MODULES.map((m) => m.id.replaceAll('_', '-')).sort();
    expect(registered).toEqual([...folders].sort());
  });

  it('has unique ids and covers every module a company can switch on', () => {
    const ids = MODULES.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of KNOWN_MODULES) expect(ids).toContain(id);
  });

  it('declares each route path once', () => {
    const paths = allRoutes(MODULES).map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('points every menu entry, redirect and sub-module at something that exists', () => {
    const routes = allRoutes(MODULES);
    const ids = new Set(MODULES.map((m) => m.id));
    for (const m of MODULES) {
      for (const entry of m.menu) expect(bestMatch(routes, entry.path, (r) => r.path), entry.path).toBeDefined();
      for (const redirect of m.redirects ?? []) expect(bestMatch(routes, redirect.to, (r) => r.path), redirect.to).toBeDefined();
      for (const required of m.requiredModules) expect(ids.has(required), `${m.id} requires ${required}`).toBe(true);
      if (m.partOf) expect(ids.has(m.partOf)).toBe(true);
      const groups = new Set((m.menuGroups ?? []).map((g) => g.id));
      for (const entry of m.menu) if (entry.group) expect(groups.has(entry.group), `${m.id}: ${entry.group}`).toBe(true);
      expect(ICON_NAMES).toContain(m.icon);
      expect(m.version).toBe('1.0.0');
    }
  });

  it('keeps the redirects off live pages (the original’s /reports redirect hid the reports page)', () => {
    const routes = new Set(allRoutes(MODULES).map((r) => r.path));
    for (const m of MODULES) for (const redirect of m.redirects ?? []) expect(routes.has(redirect.from)).toBe(false);
  });
});
