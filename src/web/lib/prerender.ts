// The hand-over from a page the server sent prerendered (dist/web/auth.html, built by
// src/web/prerender/render-auth.tsx) to the app. React's first render replaces the static markup
// with the same page; what the visitor did meanwhile survives it: typed values are put into the
// new fields (as input events, so React's state has them), the focus returns to its field, and a
// button pressed or a form sent meanwhile (held back by the inline guard in auth.html) is pressed
// or sent again.
import type { DataRouter } from 'react-router';

/** Set by auth.html's guard when a button was pressed or a form sent before the app took over. */
const held = window as { __masarPendingClick?: number; __masarPendingSubmit?: boolean };

type Handoff = { restore: () => void };

/** React listens for input events; the value must be set with the native setter for it to notice. */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A press as the browser makes it: some controls act on pointer or mouse down (Radix tabs), most on click. */
function press(button: HTMLElement) {
  const init = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: 'mouse' };
  button.dispatchEvent(new PointerEvent('pointerdown', init));
  button.dispatchEvent(new MouseEvent('mousedown', init));
  button.dispatchEvent(new PointerEvent('pointerup', init));
  button.dispatchEvent(new MouseEvent('mouseup', init));
  button.click();
}

/** Null unless the container holds this path's prerendered page. */
export function takePrerendered(container: HTMLElement): Handoff | null {
  if (container.dataset.prerendered !== window.location.pathname) return null;
  let focusedId = document.activeElement instanceof HTMLElement && container.contains(document.activeElement) ? document.activeElement.id : '';
  const onFocus = (event: FocusEvent) => {
    focusedId = event.target instanceof HTMLElement ? event.target.id : '';
  };
  container.addEventListener('focusin', onFocus);
  return {
    // Call once React is rendering: the work runs when its commit has replaced the markup.
    restore: () => {
      const observer = new MutationObserver((records) => {
        observer.disconnect();
        container.removeEventListener('focusin', onFocus);
        delete container.dataset.prerendered;
        document.documentElement.dataset.app = 'ready';
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            for (const old of node.querySelectorAll<HTMLInputElement>('input[id]')) {
              const now = document.getElementById(old.id);
              if (old.value && now instanceof HTMLInputElement && now.value !== old.value) typeInto(now, old.value);
            }
          }
        }
        if (focusedId) document.getElementById(focusedId)?.focus();
        // The same page, so the button at the same place is the same button.
        const pressed = held.__masarPendingClick === undefined ? undefined : container.querySelectorAll('button')[held.__masarPendingClick];
        if (pressed) press(pressed);
        else if (held.__masarPendingSubmit) container.querySelector('form')?.requestSubmit();
        held.__masarPendingClick = undefined;
        held.__masarPendingSubmit = false;
      });
      observer.observe(container, { childList: true });
    },
  };
}

/** Resolves once the router has loaded the first page (its lazy module and loader), whatever the outcome. */
export function routerSettled(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe(() => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
}
