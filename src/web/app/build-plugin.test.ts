// The route-chunk list follows app/pages.ts: every page it registers is found (decision 028).
import { describe, expect, it } from 'vitest';
import { pageModules } from './build-plugin';
import source from './pages.ts?raw';

describe('pageModules', () => {
  it('reads every page of the registry with its module', () => {
    const registered = [...source.matchAll(/^\s+'(\/[^']*)':/gm)].map((m) => m[1]);
    const pages = pageModules();
    expect(Object.keys(pages)).toEqual(registered);
    expect(pages['/dashboard']).toMatch(/src\/web\/features\/dashboard\/pages\/dashboard-page\.tsx$/);
  });
});
