import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { niceTicks, percentDomain, percentTicks, visibleLabels } from './chart-scale';

export type ChartSeries = { key: string; name: string; colour: string };
export type ChartPoint = { label: string; values: Record<string, number | null> };

type Props = {
  points: readonly ChartPoint[];
  /** Drawn side by side in each category, on the amount axis. */
  bars: readonly ChartSeries[];
  /** Drawn across the categories on the percentage axis (a gap where a value is null is bridged). */
  line: ChartSeries;
  rtl: boolean;
  /** Axis ticks (short: "25K", "50%"); tooltip figures of the bars and of the line. */
  axisAmount: (value: number) => string;
  axisPercent: (value: number) => string;
  amount: (value: number) => string;
  percent: (value: number) => string;
  caption: string;
  className?: string;
};

const AMOUNT_AXIS = 64;
const PERCENT_AXIS = 44;
const TOP = 8;
const BOTTOM = 24;
const LABEL_WIDTH = 52;
const TOOLTIP_WIDTH = 176;

/**
 * Bars and a line over categories, drawn as SVG without a chart library (recharts made the finance
 * analysis page a 124 KB chunk for this one figure). Right to left, the first category is at the
 * right and the amount axis on the right, the percentage axis on the left. A category shows its
 * figures when pointed at, tapped or focused (each is a focusable group named by its figures, so a
 * screen reader reads the chart as a list).
 */
export function BarLineChart({ points, bars, line, rtl, axisAmount, axisPercent, amount, percent, caption, className }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [active, setActive] = useState<number | null>(null);
  const clipId = useId();

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { width, height } = size;
  const start = rtl ? PERCENT_AXIS : AMOUNT_AXIS;
  const end = width - (rtl ? AMOUNT_AXIS : PERCENT_AXIS);
  const plotWidth = Math.max(0, end - start);
  const plotHeight = Math.max(0, height - TOP - BOTTOM);
  const n = points.length;
  const band = n > 0 ? plotWidth / n : 0;
  const centre = (i: number) => (rtl ? end - (i + 0.5) * band : start + (i + 0.5) * band);

  const amounts = points.flatMap((p) => bars.map((s) => p.values[s.key] ?? 0));
  const ticks = niceTicks(Math.min(0, ...amounts), Math.max(0, ...amounts));
  const [lo, hi] = [ticks[0]!, ticks.at(-1)!];
  const y = (v: number) => TOP + ((hi - v) / (hi - lo)) * plotHeight;
  const domain = percentDomain(points.map((p) => p.values[line.key] ?? null));
  const yPercent = (v: number) => TOP + ((domain[1] - v) / (domain[1] - domain[0])) * plotHeight;

  const barWidth = Math.max(2, Math.min(24, (band * 0.7) / Math.max(1, bars.length)));
  const barX = (i: number, k: number) => centre(i) + (rtl ? -1 : 1) * (k - (bars.length - 1) / 2) * barWidth - barWidth / 2;
  const linePoints = points.flatMap((p, i) => {
    const v = p.values[line.key];
    return v === null || v === undefined ? [] : [[centre(i), yPercent(v)] as const];
  });
  const labels = visibleLabels(n, plotWidth, LABEL_WIDTH);
  const figures = (p: ChartPoint) => [
    ...bars.map((s) => ({ series: s, text: p.values[s.key] === null ? '—' : amount(p.values[s.key] ?? 0) })),
    { series: line, text: p.values[line.key] === null || p.values[line.key] === undefined ? '—' : percent(p.values[line.key]!) },
  ];
  const shown = active === null ? null : points[active];

  return (
    <figure className={cn('flex w-full flex-col gap-2', className)} data-testid="bar-line-chart">
      <div ref={box} className="relative min-h-0 flex-1" onPointerLeave={() => setActive(null)}>
        {width > 0 && height > 0 ? (
          // Coordinates and text anchors are physical (direction ltr); a month's name is read in its language's direction.
          <svg width={width} height={height} role="list" aria-label={caption} className="block overflow-visible" direction="ltr">
            <defs>
              <clipPath id={clipId}>
                <rect x={start} y={TOP} width={plotWidth} height={plotHeight} />
              </clipPath>
            </defs>
            {ticks.map((v) => (
              <g key={`a${v}`} aria-hidden="true">
                <line x1={start} x2={end} y1={y(v)} y2={y(v)} stroke="var(--border)" />
                <text x={rtl ? end + 6 : start - 6} y={y(v)} dy="0.32em" textAnchor={rtl ? 'start' : 'end'} fontSize={11} fill="var(--muted-foreground)">
                  {axisAmount(v)}
                </text>
              </g>
            ))}
            {percentTicks(domain).map((v) => (
              <text key={`p${v}`} aria-hidden="true" x={rtl ? start - 6 : end + 6} y={yPercent(v)} dy="0.32em" textAnchor={rtl ? 'end' : 'start'} fontSize={11} fill="var(--muted-foreground)">
                {axisPercent(v)}
              </text>
            ))}
            {points.map((p, i) => (
              <g
                key={p.label}
                role="listitem"
                tabIndex={0}
                aria-label={`${p.label}: ${figures(p).map((f) => `${f.series.name} ${f.text}`).join('، ')}`}
                onPointerEnter={() => setActive(i)}
                onPointerDown={() => setActive(i)}
                onFocus={() => setActive(i)}
                onBlur={() => setActive(null)}
                className="outline-none"
                data-testid="chart-category"
              >
                <rect x={centre(i) - band / 2} y={TOP} width={band} height={plotHeight} fill={active === i ? 'var(--muted)' : 'transparent'} />
                {bars.map((s, k) => {
                  const v = p.values[s.key] ?? 0;
                  if (v === 0) return null;
                  return <rect key={s.key} x={barX(i, k)} y={Math.min(y(v), y(0))} width={barWidth} height={Math.abs(y(0) - y(v))} rx={2} fill={s.colour} data-testid="chart-bar" />;
                })}
                {labels.has(i) ? (
                  <text x={centre(i)} y={TOP + plotHeight + 16} textAnchor="middle" direction={rtl ? 'rtl' : 'ltr'} fontSize={11} fill="var(--muted-foreground)" data-testid="chart-x-label">
                    {p.label}
                  </text>
                ) : null}
              </g>
            ))}
            <g clipPath={`url(#${clipId})`} aria-hidden="true" pointerEvents="none">
              {linePoints.length > 1 ? (
                <path d={linePoints.map(([x, yy], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${yy.toFixed(1)}`).join('')} fill="none" stroke={line.colour} strokeWidth={2} data-testid="chart-line" />
              ) : null}
              {linePoints.map(([x, yy]) => (
                <circle key={x} cx={x} cy={yy} r={2.5} fill={line.colour} />
              ))}
            </g>
          </svg>
        ) : null}
        {shown && active !== null ? (
          <Tooltip left={Math.min(Math.max(centre(active) - TOOLTIP_WIDTH / 2, 0), Math.max(0, width - TOOLTIP_WIDTH))} title={shown.label} rtl={rtl}>
            {figures(shown).map((f) => (
              <li key={f.series.key} className="flex items-center justify-between gap-3">
                <span className="flex items-center gap-1.5">
                  <Swatch colour={f.series.colour} />
                  {f.series.name}
                </span>
                <span className="num tabular-nums">{f.text}</span>
              </li>
            ))}
          </Tooltip>
        ) : null}
      </div>
      <ul aria-hidden="true" className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {[...bars, line].map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <Swatch colour={s.colour} />
            {s.name}
          </li>
        ))}
      </ul>
      <figcaption className="sr-only">{caption}</figcaption>
    </figure>
  );
}

function Swatch({ colour }: { colour: string }) {
  return <span className="inline-block size-2.5 shrink-0 rounded-sm" style={{ background: colour }} />;
}

function Tooltip({ left, title, rtl, children }: { left: number; title: string; rtl: boolean; children: ReactNode }) {
  return (
    <div
      role="status"
      dir={rtl ? 'rtl' : 'ltr'}
      className="pointer-events-none absolute top-2 z-10 rounded-md border border-border bg-popover p-2 text-xs text-popover-foreground shadow-md"
      style={{ left, width: TOOLTIP_WIDTH }}
      data-testid="chart-tooltip"
    >
      <p className="mb-1 font-semibold">{title}</p>
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </div>
  );
}
