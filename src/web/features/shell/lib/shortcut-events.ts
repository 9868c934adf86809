import { useEffect, useRef } from 'react';
import type { ShortcutEventName } from './shortcuts';

/**
 * DECISIONS 11: Ctrl+S, Ctrl+N, Ctrl+E and Del are announced as window events (`masar:save`,
 * `masar:new`, `masar:export`, `masar:delete`). A page that handles one calls preventDefault();
 * Ctrl+S with no handler submits the form that has the focus.
 */
export const SHORTCUT_EVENT_PREFIX = 'masar:';

/** Announces the shortcut; true when a page handled it. */
export function announceShortcut(name: ShortcutEventName): boolean {
  const event = new CustomEvent(`${SHORTCUT_EVENT_PREFIX}${name}`, { cancelable: true });
  return !window.dispatchEvent(event);
}

/** Ctrl+S fallback: submit the focused form, or the page's only form. */
export function submitActiveForm(): boolean {
  const active = document.activeElement;
  const form = (active instanceof HTMLElement ? active.closest('form') : null) ?? singleForm();
  if (!form) return false;
  form.requestSubmit();
  return true;
}

function singleForm(): HTMLFormElement | null {
  const forms = document.querySelectorAll<HTMLFormElement>('main form');
  return forms.length === 1 ? (forms[0] ?? null) : null;
}

/**
 * For pages: run `handler` on a shortcut (e.g. open the "new" dialog on Ctrl+N). While `enabled`
 * is false the page does not claim the key (Del with no row selected stays the browser's).
 */
export function useShortcutEvent(name: ShortcutEventName, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: Event) => {
      event.preventDefault();
      latest.current();
    };
    const type = `${SHORTCUT_EVENT_PREFIX}${name}`;
    window.addEventListener(type, listener);
    return () => window.removeEventListener(type, listener);
  }, [name, enabled]);
}
