// A manifest's icon (menu links, groups, bottom tabs, the not-available page), drawn from one
// cached SVG sprite instead of a JS component per icon: the 63 lucide icons were ~8 KB gzip of the
// signed-in shell's JS, all of it parsed on every first paint (issue 13's JS budget). Attributes
// are lucide's, so the icons look and size exactly as before; strokes inherit into the <use>.
import type { IconName } from '../../../../core/modules';
import { cn } from '../../../lib/cn';
import sprite from './menu-icons.svg?url&no-inline';

export function MenuIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-icon={name}
      className={cn('lucide', className)}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
