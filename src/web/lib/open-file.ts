// Opens a file the API serves (a document, a printable PDF) in a new tab. It is fetched with
// the same headers as every API call — the language and, while a super admin browses a
// company, X-Browse-Company — which a plain link could not send.
import { currentLanguage } from '../i18n';
import { toApiError } from './api';
import { browseHeaders } from './browse-session';

export async function openFile(path: string): Promise<void> {
  // Opened before the await so the browser treats it as the user's own click (no popup block).
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(path, { credentials: 'include', headers: { 'Accept-Language': currentLanguage(), ...browseHeaders() } });
    if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null), response.statusText);
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has loaded it by then; free the memory.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
