// The app's side of the inlined signed-in user (decision 028): the server's payload goes into the
// query cache once, unless it does not fit what the app is about to show.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../features/auth/api/use-me';
import { ME_PAYLOAD_ID, seedSignedInUser } from './page-payload';

const me = { user: { id: 'u1', email: 'a@b.c', name: 'A', requiresPasswordChange: false }, profile: null, company: null, roles: [], permissions: [], isSuperAdmin: false, browsing: false, access: { ok: true } };

/** A document holding one payload element, as the server writes it. */
function pageWith(text: string | null, lang = 'ar') {
  const element = { textContent: text, dataset: { lang }, removed: false, remove() { this.removed = true; } };
  return { element, doc: { getElementById: (id: string) => (id === ME_PAYLOAD_ID && text !== null ? element : null) } as unknown as Document };
}

function storage(values: Record<string, string>) {
  return { getItem: (key: string) => values[key] ?? null, setItem: () => undefined, removeItem: () => undefined };
}

afterEach(() => vi.unstubAllGlobals());

describe('seedSignedInUser', () => {
  it('puts the payload in the cache as /api/me would, and takes it out of the page', () => {
    vi.stubGlobal('sessionStorage', storage({}));
    vi.stubGlobal('localStorage', storage({}));
    const client = new QueryClient();
    const { element, doc } = pageWith(JSON.stringify(me));
    expect(seedSignedInUser(client, doc)).toBe(true);
    expect(client.getQueryData(meQueryKey)).toEqual(me);
    expect(element.removed).toBe(true);
  });

  it('leaves the cache alone without a payload, with a broken one, or while browsing another company', () => {
    vi.stubGlobal('localStorage', storage({}));
    vi.stubGlobal('sessionStorage', storage({}));
    const client = new QueryClient();
    expect(seedSignedInUser(client, pageWith(null).doc)).toBe(false);
    expect(seedSignedInUser(client, pageWith('{not json').doc)).toBe(false);
    vi.stubGlobal('sessionStorage', storage({ browse_company: JSON.stringify({ id: 'c2', name: 'Other', nameAr: null }) }));
    expect(seedSignedInUser(client, pageWith(JSON.stringify(me)).doc)).toBe(false);
    expect(client.getQueryData(meQueryKey)).toBeUndefined();
  });

  it('skips a limited account whose message is in another language than the app', () => {
    vi.stubGlobal('sessionStorage', storage({}));
    vi.stubGlobal('localStorage', storage({ lang: 'ar' }));
    const limited = { ...me, access: { ok: false, reason: 'account_inactive', message: 'Your account is inactive' } };
    const client = new QueryClient();
    expect(seedSignedInUser(client, pageWith(JSON.stringify(limited), 'en').doc)).toBe(false);
    expect(seedSignedInUser(client, pageWith(JSON.stringify(limited), 'ar').doc)).toBe(true);
  });
});
