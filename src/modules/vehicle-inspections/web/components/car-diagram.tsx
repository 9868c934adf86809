// The car outline of a condition check (decision 041): five views drawn here (top, both sides,
// front, back) in one 200 × 100 box each, with the damage points on them. A tap on a view gives
// its x, y in 0..1 of the box. The drawing is never mirrored: left stays the car's left in RTL.
import type { MouseEvent } from 'react';
import { CAR_VIEWS, type CarView } from '../../../../core/fleet/condition';
import { cn } from '../../../../web/lib/cn';

export type DiagramPoint = { view: CarView | null; x: number | null; y: number | null; severity: 'minor' | 'moderate' | 'major' };

const STROKE = 'fill-none stroke-current';
const SIDE = (
  <>
    <path className={STROKE} strokeWidth={2} d="M10 70 L10 56 Q12 47 32 45 L60 42 L80 22 Q85 18 96 18 L138 18 Q150 18 158 27 L172 42 Q190 45 192 56 L192 70 Z" />
    <path className={STROKE} strokeWidth={1.5} d="M66 42 L84 25 L110 25 L110 42 Z M116 25 L140 25 Q148 25 154 32 L162 42 L116 42 Z" />
    <line className="stroke-current" strokeWidth={1} x1={113} y1={44} x2={113} y2={68} />
    <circle className={STROKE} strokeWidth={2} cx={46} cy={72} r={13} />
    <circle className={STROKE} strokeWidth={2} cx={156} cy={72} r={13} />
    <circle className={STROKE} strokeWidth={1} cx={46} cy={72} r={5} />
    <circle className={STROKE} strokeWidth={1} cx={156} cy={72} r={5} />
  </>
);

const SHAPES: Record<CarView, React.ReactNode> = {
  top: (
    <>
      <rect className={STROKE} strokeWidth={2} x={14} y={16} width={172} height={68} rx={24} />
      <path className={STROKE} strokeWidth={1.5} d="M52 24 L70 30 L70 70 L52 76 Q44 50 52 24 Z M150 26 L136 31 L136 69 L150 74 Q157 50 150 26 Z" />
      <rect className={STROKE} strokeWidth={1.5} x={74} y={30} width={58} height={40} rx={6} />
      <path className="fill-current opacity-40" d="M18 30 h6 v8 h-6 Z M18 62 h6 v8 h-6 Z M176 30 h6 v8 h-6 Z M176 62 h6 v8 h-6 Z" />
    </>
  ),
  left: SIDE,
  right: <g transform="translate(200 0) scale(-1 1)">{SIDE}</g>,
  front: (
    <>
      <path className={STROKE} strokeWidth={2} d="M38 82 L38 52 Q40 42 54 40 L68 18 L132 18 L146 40 Q160 42 162 52 L162 82 Z" />
      <path className={STROKE} strokeWidth={1.5} d="M72 22 L128 22 L140 40 L60 40 Z" />
      <ellipse className={STROKE} strokeWidth={1.5} cx={56} cy={54} rx={10} ry={6} />
      <ellipse className={STROKE} strokeWidth={1.5} cx={144} cy={54} rx={10} ry={6} />
      <rect className={STROKE} strokeWidth={1.5} x={76} y={58} width={48} height={12} rx={3} />
      <rect className="fill-current opacity-60" x={42} y={82} width={20} height={10} rx={2} />
      <rect className="fill-current opacity-60" x={138} y={82} width={20} height={10} rx={2} />
    </>
  ),
  back: (
    <>
      <path className={STROKE} strokeWidth={2} d="M38 82 L38 50 Q40 42 54 40 L70 18 L130 18 L146 40 Q160 42 162 50 L162 82 Z" />
      <path className={STROKE} strokeWidth={1.5} d="M74 22 L126 22 L136 38 L64 38 Z" />
      <rect className={STROKE} strokeWidth={1.5} x={42} y={48} width={22} height={10} rx={2} />
      <rect className={STROKE} strokeWidth={1.5} x={136} y={48} width={22} height={10} rx={2} />
      <rect className={STROKE} strokeWidth={1.5} x={84} y={60} width={32} height={10} rx={1} />
      <rect className="fill-current opacity-60" x={42} y={82} width={20} height={10} rx={2} />
      <rect className="fill-current opacity-60" x={138} y={82} width={20} height={10} rx={2} />
    </>
  ),
};

const SEVERITY_CLASS = { minor: 'fill-amber-400', moderate: 'fill-orange-500', major: 'fill-red-600' } as const;

type ViewProps = {
  view: CarView;
  label: string;
  points: ReadonlyArray<DiagramPoint & { index: number }>;
  /** Indexes drawn as new damage (a ring around them). */
  fresh?: ReadonlySet<number>;
  selected?: number | null;
  onTap?: (view: CarView, x: number, y: number) => void;
  onSelect?: (index: number) => void;
  className?: string;
};

/** One view of the car with its points; tappable when `onTap` is given. */
export function CarView({ view, label, points, fresh, selected, onTap, onSelect, className }: ViewProps) {
  const tap = (e: MouseEvent<SVGSVGElement>) => {
    if (!onTap) return;
    const box = e.currentTarget.getBoundingClientRect();
    const x = Math.min(1, Math.max(0, (e.clientX - box.left) / box.width));
    const y = Math.min(1, Math.max(0, (e.clientY - box.top) / box.height));
    onTap(view, Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000);
  };
  return (
    <figure className={cn('flex flex-col items-center gap-1', className)} dir="ltr">
      <svg
        viewBox="0 0 200 100"
        role={onTap ? 'button' : 'img'}
        aria-label={label}
        data-testid={`car-view-${view}`}
        className={cn('w-full touch-manipulation text-muted-foreground', onTap && 'cursor-crosshair rounded-lg border border-dashed border-border bg-muted/30')}
        onClick={tap}
      >
        {SHAPES[view]}
        {points.map((p) => (
          <g
            key={p.index}
            data-testid="damage-marker"
            data-new={fresh?.has(p.index) ? 'true' : 'false'}
            onClick={(e) => {
              if (!onSelect) return;
              e.stopPropagation();
              onSelect(p.index);
            }}
          >
            {fresh?.has(p.index) ? <circle cx={p.x! * 200} cy={p.y! * 100} r={11} className="fill-none stroke-red-600" strokeWidth={2} strokeDasharray="3 2" /> : null}
            <circle cx={p.x! * 200} cy={p.y! * 100} r={7} className={cn(SEVERITY_CLASS[p.severity], selected === p.index && 'stroke-foreground')} strokeWidth={2} />
            <text x={p.x! * 200} y={p.y! * 100 + 3.5} textAnchor="middle" className="fill-white text-[9px] font-bold">
              {p.index + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">{label}</figcaption>
    </figure>
  );
}

/** All five views, each with its points (read-only unless `onTap`). */
export function CarDiagram({ points, fresh, labels, className }: { points: readonly DiagramPoint[]; fresh?: ReadonlySet<number>; labels: Record<CarView, string>; className?: string }) {
  const indexed = points.map((p, index) => ({ ...p, index }));
  return (
    <div className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3', className)} data-testid="car-diagram">
      {CAR_VIEWS.map((v) => (
        <CarView key={v} view={v} label={labels[v]} points={indexed.filter((p) => p.view === v && p.x !== null && p.y !== null)} fresh={fresh} className={v === 'top' ? 'col-span-2 sm:col-span-1' : undefined} />
      ))}
    </div>
  );
}
