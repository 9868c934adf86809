import { describe, expect, it } from 'vitest';
import { applyListChange, readListState, writeListParams, type ListConfig } from './list-state';

// Shaped like the contracts list: sorts newest first, status chips plus an "ending" chip that a
// dashboard link opens as `?ending=7` (and older links as `?endingWithinDays=7`).
const CONTRACTS: ListConfig<'start' | 'end' | 'number', 'all' | 'ending' | 'active' | 'cancelled'> = {
  sorts: ['start', 'end', 'number'],
  dir: 'desc',
  chips: { values: ['all', 'ending', 'active', 'cancelled'], presets: { ending: { ending: '7' } } },
  aliases: { endingWithinDays: 'ending' },
};
const CUSTOMERS: ListConfig<string, 'all' | 'active' | 'blacklisted'> = { chips: { values: ['all', 'active', 'blacklisted'] }, selects: { type: ['all', 'individual', 'corporate'] }, pageSize: 25 };

// Shaped like the platform's users list: old links say `?search=`, the company is an id from the data.
const USERS: ListConfig = { selects: { role: ['', 'employee', 'company_admin'] }, open: ['companyId'], aliases: { search: 'q' }, pageSize: 25 };

const url = (query: string) => new URLSearchParams(query);
const state = (query: string, config: ListConfig = CONTRACTS) => readListState(url(query), config);
/** The URL a change leads to, as the hook writes it. */
const after = (query: string, change: Parameters<typeof applyListChange>[1], config: ListConfig = CONTRACTS) => writeListParams(url(query), applyListChange(state(query, config), change, config), config).toString();

describe('reading a list from the URL', () => {
  it('gives the defaults for an empty URL', () => {
    expect(state('')).toMatchObject({ search: '', sort: 'start', dir: 'desc', chip: 'all', page: 1, pageSize: 50, filtered: false });
    expect(state('', CUSTOMERS)).toMatchObject({ sort: '', dir: 'asc', selects: { type: 'all' }, pageSize: 25 });
  });

  it('reads search, sort, direction, chip, selects and page', () => {
    expect(state('q=%20CON-12%20&sort=number&dir=asc&status=active&page=3')).toMatchObject({ search: 'CON-12', sort: 'number', dir: 'asc', chip: 'active', page: 3, filtered: true });
    expect(state('type=corporate', CUSTOMERS)).toMatchObject({ selects: { type: 'corporate' }, filtered: true });
  });

  it('falls back to the defaults on unknown or broken values', () => {
    expect(state('sort=price&dir=sideways&status=lost&page=-2')).toMatchObject({ sort: 'start', dir: 'desc', chip: 'all', page: 1, filtered: false });
    expect(state('page=abc').page).toBe(1);
    expect(state('page=2.7').page).toBe(2);
    expect(state('type=robot', CUSTOMERS).selects.type).toBe('all');
  });

  it('reads a preset chip from its own URL keys, and from an old key', () => {
    expect(state('ending=7')).toMatchObject({ chip: 'ending', filtered: true });
    expect(state('endingWithinDays=7').chip).toBe('ending');
    expect(state('ending=30').chip).toBe('all');
  });

  it('reads any key from an old name', () => {
    expect(state('search=%20Nawaf&role=employee', USERS)).toMatchObject({ search: 'Nawaf', selects: { role: 'employee', companyId: '' }, filtered: true });
    expect(state('q=new&search=old', USERS).search).toBe('new');
  });

  it('keeps an open filter as given, empty by default', () => {
    expect(state('companyId=c-42', USERS)).toMatchObject({ selects: { role: '', companyId: 'c-42' }, filtered: true });
    expect(state('', USERS)).toMatchObject({ selects: { role: '', companyId: '' }, filtered: false });
  });

  it('changes its key when the rows shown change, not otherwise', () => {
    expect(state('status=active&open=x').key).toBe(state('status=active').key);
    expect(state('status=active&page=2').key).not.toBe(state('status=active').key);
  });
});

describe('changing a list', () => {
  it('keeps defaults out of the URL', () => {
    expect(after('status=active', { chip: 'all' })).toBe('');
    expect(after('sort=number', { sort: 'start', dir: 'desc' })).toBe('');
    expect(after('', { sort: 'start', dir: 'asc' })).toBe('dir=asc');
    expect(after('type=corporate', { selects: { type: 'all' } }, CUSTOMERS)).toBe('');
  });

  it('goes back to page 1 on any change but a page move', () => {
    expect(after('page=4', { search: 'نورة' })).toBe(`q=${encodeURIComponent('نورة')}`);
    expect(after('page=4&status=active', { page: 5 })).toBe('page=5&status=active');
    expect(after('page=4', { page: 1 })).toBe('');
    expect(after('page=2', { sort: 'end', dir: 'desc' })).toBe('sort=end');
  });

  it('writes a preset chip as its keys, and drops them for another chip', () => {
    expect(after('status=active', { chip: 'ending' })).toBe('ending=7');
    expect(after('ending=7', { chip: 'cancelled' })).toBe('status=cancelled');
    // An old link is rewritten under the new key on the first change.
    expect(after('endingWithinDays=7', { search: 'x' })).toBe('q=x&ending=7');
  });

  it('clears search, chip and selects, keeping sort and keys it does not manage', () => {
    expect(after('q=x&status=active&sort=number&page=3&open=abc', { clear: true })).toBe('sort=number&open=abc');
    expect(after('q=x&type=corporate&status=blacklisted', { clear: true }, CUSTOMERS)).toBe('');
  });

  it('writes an open filter and an old key under its own name, and clears both', () => {
    expect(after('search=x&page=2', { selects: { companyId: 'c-42' } }, USERS)).toBe('q=x&companyId=c-42');
    expect(after('companyId=c-42&role=employee', { selects: { companyId: '' } }, USERS)).toBe('role=employee');
    expect(after('companyId=c-42&role=employee&q=x', { clear: true }, USERS)).toBe('');
  });

  it('ignores a chip or sort the list does not know', () => {
    expect(after('status=active', { chip: 'stolen' })).toBe('');
    expect(after('', { sort: 'colour', dir: 'desc' })).toBe('');
  });
});
