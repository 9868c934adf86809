import { Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

type DeferredProps = {
  /** The real component (menu, popover…), opened on arrival. */
  component: LazyExoticComponent<ComponentType>;
  /** Fetches its code ahead of the click (on hover or focus). */
  warm: () => void;
  /** The trigger as it looks before the code is there; receives the activation handlers. */
  renderTrigger: (handlers: { onClick: () => void; onPointerEnter: () => void; onFocus: () => void }) => ReactElement;
};

/**
 * Keeps a header menu's code out of the first load: a plain trigger until the first click, then the
 * real component (which opens itself). Hover and focus start the download early.
 */
export function Deferred({ component: Component, warm, renderTrigger }: DeferredProps) {
  const [active, setActive] = useState(false);
  const trigger = renderTrigger({ onClick: () => setActive(true), onPointerEnter: warm, onFocus: warm });
  if (!active) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Component />
    </Suspense>
  );
}
