import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSE_STORAGE_KEY, browseHeaders, clearBrowsedCompany, readBrowsedCompany, storeBrowsedCompany } from './browse-session';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browse session (sessionStorage browse_company)', () => {
  it('stores id, name and Arabic name, and sends the header while set', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    expect(browseHeaders()).toEqual({});
    storeBrowsedCompany({ id: 'c1', name: 'Gulf Wheels', nameAr: 'عجلات الخليج' });
    expect(JSON.parse(sessionStorage.getItem(BROWSE_STORAGE_KEY)!)).toEqual({ id: 'c1', name: 'Gulf Wheels', nameAr: 'عجلات الخليج' });
    expect(readBrowsedCompany()).toEqual({ id: 'c1', name: 'Gulf Wheels', nameAr: 'عجلات الخليج' });
    expect(browseHeaders()).toEqual({ 'X-Browse-Company': 'c1' });
    clearBrowsedCompany();
    expect(browseHeaders()).toEqual({});
  });

  it('ignores damaged values and missing storage', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    sessionStorage.setItem(BROWSE_STORAGE_KEY, '{"name":"x"}');
    expect(readBrowsedCompany()).toBeNull();
    vi.stubGlobal('sessionStorage', undefined);
    expect(readBrowsedCompany()).toBeNull();
  });
});
