import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { AlertsBellButton } from '../header/alerts-bell';
import { AlertsPanel } from './alerts-panel';

/** Spec §2/§9: a 384 px panel, at most 600 px high, under the bell; opens on arrival. */
export function AlertsPopover() {
  const [open, setOpen] = useState(true);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <AlertsBellButton />
      </PopoverTrigger>
      <PopoverContent align="end" className="flex max-h-[min(600px,calc(100dvh-5rem))] w-[384px] max-w-[calc(100vw-1rem)] flex-col overflow-hidden">
        <AlertsPanel onClose={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
