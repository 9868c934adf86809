// Opens a file the API serves (a document, a printable PDF) in a new tab, or saves one (an Excel
// export). It is fetched with the same headers as every API call — the language and, while a
// super admin browses a company, X-Browse-Company — which a plain link could not send.
import { currentLanguage } from '../i18n';
import { toApiError } from './api';
import { browseHeaders } from './browse-session';

async function fetchFile(path: string): Promise<Blob> {
  return (await fetchNamedFile(path)).blob;
}

/** The file and the name the server gave it (Content-Disposition), when it gave one. */
async function fetchNamedFile(path: string): Promise<{ blob: Blob; name: string | null }> {
  const response = await fetch(path, { credentials: 'include', headers: { 'Accept-Language': currentLanguage(), ...browseHeaders() } });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null), response.statusText);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), name };
}

/** Saves the file at `path` as `name`, or as the server named it (the browser's download). */
export async function downloadFile(path: string, name?: string): Promise<void> {
  const file = await fetchNamedFile(path);
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  // Without a name of its own the file keeps the server's (a WPS file's name is part of its format).
  link.download = name ?? file.name ?? 'download';
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
