// One way to build a module (issue 13): a business module's pages, API calls and server code live
// in src/modules/<id>/; src/web holds only the platform shell. These checks fail on a misplaced
// file, naming it, so a newcomer learns the rule from the failure.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = join(repo, 'src', 'web');

/** The shell's own features: signing in, the frame, the profile, the company's settings, the PWA. */
const PLATFORM_FEATURES = ['auth', 'browse', 'dashboard', 'profile', 'pwa', 'settings', 'shell', 'super-admin'];
/** API areas the shell itself talks to; every other /api/<area> belongs to a module's web folder. */
const PLATFORM_API = ['auth', 'me', 'company', 'features', 'landing-content', 'search', 'signup', 'platform/companies', 'files'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The /api areas a file names in string literals (`'/api/hr/employees'` → `hr`). */
export function apiAreas(source: string): string[] {
  return [...source.matchAll(/['"`]\/api\/([a-z-]+)(\/[a-z-]+)?/g)].map((m) => (m[1] === 'platform' && m[2] === '/companies' ? 'platform/companies' : m[1]!));
}

describe('module layout', () => {
  it('src/web/features holds only the platform shell’s features', () => {
    const features = readdirSync(join(web, 'features')).filter((name) => statSync(join(web, 'features', name)).isDirectory());
    const misplaced = features.filter((name) => !PLATFORM_FEATURES.includes(name)).map((name) => `src/web/features/${name}: move it to src/modules/<id>/web`);
    expect(misplaced).toEqual([]);
  });

  it('no file of src/web calls a business module’s API: that call belongs in the module’s web/api', () => {
    const misplaced = sourceFiles(web).flatMap((file) =>
      apiAreas(readFileSync(file, 'utf8'))
        .filter((area) => !PLATFORM_API.includes(area))
        .map((area) => `${relative(repo, file)} calls /api/${area}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('no module keeps pages outside its web/pages folder', () => {
    const modules = join(repo, 'src', 'modules');
    const misplaced = readdirSync(modules)
      .filter((id) => statSync(join(modules, id)).isDirectory())
      .flatMap((id) => sourceFiles(join(modules, id)))
      .filter((file) => /-page\.tsx$/.test(file) && !/\/web\/pages\//.test(file))
      .map((file) => relative(repo, file));
    expect(misplaced).toEqual([]);
  });

  it('a module’s texts live in its web/i18n folder, declared with defineTexts, in one shape', () => {
    const modules = join(repo, 'src', 'modules');
    const files = readdirSync(modules)
      .filter((id) => statSync(join(modules, id)).isDirectory())
      .flatMap((id) => sourceFiles(join(modules, id)));
    const misplaced = files
      .filter((file) => /\bdefineTexts\(/.test(readFileSync(file, 'utf8')) && !/\/modules\/[^/]+\/web\/i18n\/[^/]+\.ts$/.test(file))
      .map((file) => `${relative(repo, file)} declares texts: move them to its module's web/i18n`);
    const lazyIndexes = files.filter((file) => /\/web\/i18n\/index\.ts$/.test(file));
    const incomplete = lazyIndexes.flatMap((index) =>
      ['ar.ts', 'en.ts'].filter((name) => !files.includes(join(dirname(index), name))).map((name) => `${relative(repo, dirname(index))} has no ${name}`),
    );
    expect([...misplaced, ...incomplete]).toEqual([]);
    expect(lazyIndexes.length).toBeGreaterThan(8);
  });

  it('recognises the calls it looks for (so the checks above cannot pass by reading nothing)', () => {
    expect(apiAreas("api('/api/hr/employees'); api(`/api/platform/companies/${id}`); '/api/me'")).toEqual(['hr', 'platform/companies', 'me']);
    expect(sourceFiles(web).length).toBeGreaterThan(100);
  });
});
