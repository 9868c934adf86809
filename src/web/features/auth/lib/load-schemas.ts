/**
 * zod and the shared auth schemas weigh ~22 KB gzip: /auth paints without them. A form fetches
 * them as soon as the user starts on it (focus or pointer), so by the submit they are normally
 * there and validation runs at once; otherwise the submit waits for them.
 */
type AuthSchemas = typeof import('../../../../core/auth/schemas');

let loaded: AuthSchemas | null = null;

export function loadAuthSchemas(): Promise<AuthSchemas> {
  return import('../../../../core/auth/schemas').then((schemas) => (loaded = schemas));
}

/** The schemas if they have arrived, so validation can run in the same event as the click. */
export function loadedAuthSchemas(): AuthSchemas | null {
  return loaded;
}

/** For a form's onFocus / onPointerDown: starts the download once. */
export function prefetchAuthSchemas(): void {
  if (!loaded) void loadAuthSchemas().catch(() => undefined);
}
