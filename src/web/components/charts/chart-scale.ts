// The arithmetic of the drawn charts (bar-line-chart.tsx), kept pure so it is unit-tested.

/** A "nice" step (1, 2, 2.5 or 5 × 10ⁿ) that cuts `span` into about `count` parts. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Axis ticks from a round number at or below `min` to one at or above `max`, about `count` steps;
 * zero is always on the axis (bars grow from it). A range narrower than a thousandth of a fils
 * (nothing a company's money can show) gives 0 and 1.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  if (hi - lo < 1e-6) return [0, 1];
  const step = niceStep(hi - lo, count);
  const first = Math.floor(lo / step) * step;
  const last = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's own precision, so 0.1 + 0.2 shows as 0.3.
  const digits = Math.min(20, Math.max(0, -Math.floor(Math.log10(step)) + 1));
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Number(v.toFixed(digits)));
  return ticks;
}

/**
 * The percentage axis: the data's range widened to tens, but never beyond ±100 % (a month with
 * little revenue can have a margin of −900 %; the line then leaves the plot, the tooltip has the
 * figure). A single value or no value still gives a range of ten.
 */
export function percentDomain(values: readonly (number | null)[]): [number, number] {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (known.length === 0) return [0, 100];
  let lo = Math.max(Math.floor(Math.min(...known) / 10) * 10, -100);
  let hi = Math.min(Math.ceil(Math.max(...known) / 10) * 10, 100);
  if (hi <= lo) {
    if (hi < 100) hi = lo + 10;
    else lo = hi - 10;
  }
  return [lo, hi];
}

/** Ticks inside a percentage domain, on a step of 10, 20, 25 or 50. */
export function percentTicks([lo, hi]: [number, number], count = 4): number[] {
  const step = Math.max(10, niceStep(hi - lo, count));
  const ticks: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) ticks.push(v);
  return ticks;
}

/**
 * Which of `count` category labels are shown when each needs `labelWidth` px of `plotWidth`:
 * every n-th from the first, and the last always (the one before it is dropped if it would touch).
 */
export function visibleLabels(count: number, plotWidth: number, labelWidth: number): Set<number> {
  if (count <= 0) return new Set();
  const band = plotWidth / count;
  const every = Math.max(1, Math.ceil(labelWidth / Math.max(1, band)));
  const shown = new Set<number>();
  for (let i = 0; i < count; i += every) shown.add(i);
  const last = count - 1;
  if (!shown.has(last)) {
    const previous = last - (last % every);
    if ((last - previous) * band < labelWidth) shown.delete(previous);
    shown.add(last);
  }
  return shown;
}
