/** Where to go after signing in: the remembered origin when it is a safe in-app path. */
export const HOME_PATH = '/dashboard';
export const AUTH_PATH = '/auth';

export function safeRedirectPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return HOME_PATH;
  if (from === AUTH_PATH || from.startsWith(`${AUTH_PATH}?`) || from.startsWith(`${AUTH_PATH}/`)) return HOME_PATH;
  return from;
}

/** /auth with the page the user asked for, so sign-in can return there. */
export function authPathFor(url: URL): string {
  const from = `${url.pathname}${url.search}${url.hash}`;
  return `${AUTH_PATH}?from=${encodeURIComponent(from)}`;
}
