import { useEffect, useState, type RefObject } from 'react';
import { DEFAULT_PERFORMANCE_CONFIG, loadPerformanceConfig, shouldVirtualize } from '../../lib/performance';

let config: typeof DEFAULT_PERFORMANCE_CONFIG | undefined;
const performanceConfig = () => (config ??= loadPerformanceConfig());

export type VirtualWindow = { enabled: boolean; start: number; end: number; padTop: number; padBottom: number };

/**
 * Spec §9: lists of 20 rows or more render only the rows in view (plus a margin) inside their
 * scrolling box; the rows above and below become two spacers of the right height. Rows have one
 * fixed height, which dense tables do.
 */
export function useVirtualRows(scrollRef: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan = 8): VirtualWindow {
  const enabled = shouldVirtualize(count, performanceConfig());
  const [view, setView] = useState({ top: 0, height: 800 });
  useEffect(() => {
    const box = scrollRef.current;
    if (!enabled || !box) return undefined;
    let frame = 0;
    const read = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setView({ top: box.scrollTop, height: box.clientHeight || 800 }));
    };
    read();
    box.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read);
    return () => {
      cancelAnimationFrame(frame);
      box.removeEventListener('scroll', read);
      window.removeEventListener('resize', read);
    };
  }, [enabled, scrollRef]);
  if (!enabled) return { enabled, start: 0, end: count, padTop: 0, padBottom: 0 };
  const start = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + overscan);
  return { enabled, start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}
