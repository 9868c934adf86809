// Opens a file the API serves (a document, a printable PDF) in a new tab, or saves one (an Excel
// export). It is fetched with the same headers as every API call — the language and, while a
// super admin browses a company, X-Browse-Company — which a plain link could not send.
import { currentLanguage } from '../i18n';
import { toApiError } from './api';
import { browseHeaders } from './browse-session';

async function fetchFile(path: string): Promise<Blob> {
  const response = await fetch(path, { credentials: 'include', headers: { 'Accept-Language': currentLanguage(), ...browseHeaders() } });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null), response.statusText);
  return response.blob();
}

/** Saves the file at `path` as `name` (the browser's download). */
export async function downloadFile(path: string, name: string): Promise<void> {
  const url = URL.createObjectURL(await fetchFile(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function openFile(path: string): Promise<void> {
  // Opened before the await so the browser treats it as the user's own click (no popup block).
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchFile(path));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has loaded it by then; free the memory.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
