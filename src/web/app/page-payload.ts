// The signed-in user the server inlined into the page (src/server/web-page.ts), put in the query
// cache before the router's loaders ask for it: the shell renders without waiting for /api/me
// (decision 028). The cache's usual staleness applies from here on.
import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '../features/auth/api/types';
import { meQueryKey } from '../features/auth/api/use-me';
import { readStoredLanguage } from '../i18n/language';
import { readBrowsedCompany } from '../lib/browse-session';

export const ME_PAYLOAD_ID = 'masar-me';

/** Seeds ['me'] from the page's payload, once; a missing or unusable payload leaves the cache alone. */
export function seedSignedInUser(client: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(ME_PAYLOAD_ID);
  if (!element) return false;
  element.remove();
  // A super admin browsing a company reads /api/me with that company's header: not this answer.
  if (readBrowsedCompany() !== null) return false;
  let me: Me;
  try {
    me = JSON.parse(element.textContent ?? '') as Me;
  } catch {
    return false;
  }
  if (!me?.user?.id) return false;
  // The only text in it (why access is limited) is in the browser's language, maybe not the app's.
  if (!me.access.ok && element.dataset.lang !== readStoredLanguage()) return false;
  client.setQueryData(meQueryKey, me);
  return true;
}
