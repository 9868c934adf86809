import { describe, expect, it } from 'vitest';
import { activeMenuPath, bestMatch, isUnder, matchScore, stripBase, withBase } from './paths';

describe('path helpers', () => {
  it('isUnder works segment by segment', () => {
    expect(isUnder('/fleet', '/fleet')).toBe(true);
    expect(isUnder('/fleet', '/fleet/reports')).toBe(true);
    expect(isUnder('/fleet', '/fleetx')).toBe(false);
    expect(isUnder('/finance/settings', '/finance/settings/financial-system-analysis')).toBe(true);
  });

  it('matches patterns with static segments beating parameters beating splats', () => {
    const patterns = ['/properties/:id', '/properties/map', '/finance/*', '/finance/invoices', '/properties'];
    const best = (path: string) => bestMatch(patterns, path, (p) => p);
    expect(best('/properties/map')).toBe('/properties/map');
    expect(best('/properties/42')).toBe('/properties/:id');
    expect(best('/properties')).toBe('/properties');
    expect(best('/finance/invoices')).toBe('/finance/invoices');
    expect(best('/finance/anything/deeper')).toBe('/finance/*');
    expect(best('/finance')).toBe('/finance/*');
    expect(best('/nowhere')).toBeUndefined();
    expect(matchScore('/properties/:id', '/properties/1/edit')).toBeNull();
  });

  it('highlights the most specific menu entry; the dashboard only on an exact match', () => {
    const paths = ['/dashboard', '/fleet', '/fleet/maintenance', '/properties'];
    expect(activeMenuPath(paths, '/fleet/maintenance')).toBe('/fleet/maintenance');
    expect(activeMenuPath(paths, '/fleet/reports')).toBe('/fleet');
    expect(activeMenuPath(paths, '/properties/12')).toBe('/properties');
    expect(activeMenuPath(paths, '/dashboard')).toBe('/dashboard');
    expect(activeMenuPath(paths, '/dashboard/x')).toBeUndefined();
  });

  it('adds and removes the browse base path', () => {
    expect(withBase('/browse-company', '/fleet')).toBe('/browse-company/fleet');
    expect(withBase('', '/fleet')).toBe('/fleet');
    expect(stripBase('/browse-company/fleet/reports', '/browse-company')).toBe('/fleet/reports');
    expect(stripBase('/browse-company', '/browse-company')).toBe('/');
    expect(stripBase('/fleet', '/browse-company')).toBe('/fleet');
  });
});
