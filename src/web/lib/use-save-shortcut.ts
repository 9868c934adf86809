/**
 * Ctrl/Cmd+S saves the open form (DECISIONS 11). A form handles the keys itself while focus is
 * inside it; the shell announces the shortcut as the cancelable window event `masar:save` when focus
 * is elsewhere, and a form marked `global` (the page's main form) answers it.
 */
import { useEffect, useRef, type RefObject } from 'react';

export const SAVE_EVENT = 'masar:save';
const FORM_ATTRIBUTE = 'data-save-shortcut';
/** One key press may arrive both as a key event and as the shell's event: save once. */
const DEBOUNCE_MS = 400;

export function isSaveShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's';
}

export function useSaveShortcut(
  formRef: RefObject<HTMLFormElement | null>,
  onSave: () => void,
  { enabled = true, global = false }: { enabled?: boolean; global?: boolean } = {},
): void {
  const latest = useRef(onSave);
  useEffect(() => {
    latest.current = onSave;
  });

  useEffect(() => {
    const form = formRef.current;
    if (!enabled || !form) return undefined;
    form.setAttribute(FORM_ATTRIBUTE, '');
    let last = 0;
    const trigger = () => {
      const now = Date.now();
      if (now - last < DEBOUNCE_MS) return;
      last = now;
      latest.current();
    };
    // preventDefault() also keeps the shell's window listener from announcing it a second time.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event) || event.defaultPrevented) return;
      event.preventDefault();
      trigger();
    };
    // The shell's event is cancelable: preventDefault() tells it the page saved (no fallback submit).
    const onShellSave = (event: Event) => {
      const focusedForm = document.activeElement?.closest(`form[${FORM_ATTRIBUTE}]`);
      if (focusedForm && focusedForm !== form) return;
      event.preventDefault();
      trigger();
    };
    form.addEventListener('keydown', onKeyDown);
    if (global) window.addEventListener(SAVE_EVENT, onShellSave);
    return () => {
      form.removeAttribute(FORM_ATTRIBUTE);
      form.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(SAVE_EVENT, onShellSave);
    };
  }, [formRef, enabled, global]);
}
