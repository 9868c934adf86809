import Eraser from 'lucide-react/icons/eraser';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { cn } from '../lib/cn';

type SignaturePadProps = {
  /** The accessible name of the drawing area ("Customer's signature"). */
  label: string;
  /** The drawing as a PNG data URL, or null when the pad is empty (or cleared). */
  onChange: (dataUrl: string | null) => void;
  error?: string | undefined;
  className?: string;
};

const HEIGHT = 160;

/**
 * Draw a signature with a finger, pen or mouse (pointer events, so touch and mouse are one path).
 * The canvas keeps the device's pixel density so the stroke stays sharp on a phone; the ink is
 * dark on a transparent background, so it sits on any printed page.
 */
export function SignaturePad({ label, onChange, error, className }: SignaturePadProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  // A ref beside the state: the pointer handlers read it between renders.
  const inked = useRef(false);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(HEIGHT * ratio);
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1e3a8a';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };

  const start = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const { x, y } = point(e);
    ctx.beginPath();
    ctx.moveTo(x, y);
  };

  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const { x, y } = point(e);
    ctx.lineTo(x, y);
    ctx.stroke();
    if (!inked.current) {
      inked.current = true;
      setEmpty(false);
    }
  };

  const end = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    if (inked.current) onChange(e.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.restore();
    inked.current = false;
    setEmpty(true);
    onChange(null);
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className={cn('relative overflow-hidden rounded-lg border bg-background', error ? 'border-destructive' : 'border-input')}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          data-empty={empty ? 'true' : 'false'}
          className="block w-full cursor-crosshair touch-none"
          style={{ height: HEIGHT }}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
        {empty ? <span className="pointer-events-none absolute inset-x-0 bottom-3 text-center text-sm text-muted-foreground">{t('signaturePad.hint')}</span> : null}
        <span aria-hidden="true" className="pointer-events-none absolute inset-x-6 bottom-10 border-b border-dashed border-muted-foreground/40" />
      </div>
      <div className="flex items-center justify-between gap-3">
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <span />
        )}
        <Button type="button" variant="ghost" size="sm" onClick={clear} disabled={empty}>
          <Eraser aria-hidden="true" />
          {t('signaturePad.clear')}
        </Button>
      </div>
    </div>
  );
}
