/** Spec §2/§9: the side menu's open state lives in the `sidebar_state` cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 604_800; // seconds
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
/** Below this width the menu is an off-canvas sheet and the bottom bar shows. */
export const MOBILE_QUERY = '(max-width: 767px)';

/** The stored state in a `document.cookie` string; open unless the user collapsed it. */
export function readSidebarCookie(cookie: string): boolean {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE) return value !== 'false';
  }
  return true;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
