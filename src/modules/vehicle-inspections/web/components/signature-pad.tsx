// A signature drawn with a finger or a mouse (decision 041): pointer events on a canvas, kept as
// SVG path data in a 300 × 120 box (moves and lines, whole numbers), shown back as an SVG.
import { useEffect, useRef } from 'react';
import { Button } from '../../../../web/components/ui/button';

const W = 300;
const H = 120;

export function SignaturePad({ value, onChange, label, clearLabel, hint, testId }: { value: string | null; onChange: (path: string | null) => void; label: string; clearLabel: string; hint: string; testId: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const path = useRef<string>(value ?? '');
  const drawing = useRef(false);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, W, H);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1e293b';
    ctx.stroke(new Path2D(path.current || 'M0 0'));
  }, []);

  const at = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return [Math.round(((e.clientX - box.left) / box.width) * W), Math.round(((e.clientY - box.top) / box.height) * H)] as const;
  };
  const draw = (cmd: 'M' | 'L', x: number, y: number) => {
    const ctx = canvas.current?.getContext('2d');
    path.current = `${path.current}${path.current ? ' ' : ''}${cmd}${x} ${y}`;
    if (!ctx) return;
    if (cmd === 'M') {
      ctx.beginPath();
      ctx.moveTo(x, y);
    } else {
      ctx.lineTo(x, y);
      ctx.stroke();
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{label}</span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            path.current = '';
            canvas.current?.getContext('2d')?.clearRect(0, 0, W, H);
            onChange(null);
          }}
        >
          {clearLabel}
        </Button>
      </div>
      <canvas
        ref={canvas}
        width={W}
        height={H}
        dir="ltr"
        aria-label={hint}
        data-testid={testId}
        className="aspect-[5/2] w-full touch-none rounded-lg border border-dashed border-border bg-white"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          drawing.current = true;
          const [x, y] = at(e);
          draw('M', x, y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const [x, y] = at(e);
          draw('L', x, y);
        }}
        onPointerUp={() => {
          drawing.current = false;
          onChange(path.current || null);
        }}
        onPointerLeave={() => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange(path.current || null);
        }}
      />
      <span className="text-xs text-muted-foreground">{hint}</span>
    </div>
  );
}

/** A stored signature drawn back. */
export function SignatureImage({ path, label }: { path: string; label: string }) {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="aspect-[5/2] w-full max-w-xs rounded-lg border border-border bg-white">
      <path d={path} className="fill-none stroke-slate-800" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
