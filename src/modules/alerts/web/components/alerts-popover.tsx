import { useState, type ReactElement, type ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../web/components/ui/popover';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../../web/components/ui/sheet';
import { useMediaQuery } from '../../../../web/features/shell/lib/use-media-query';
import { MOBILE_QUERY } from '../../../../web/features/shell/lib/sidebar-state';
import { useAlerts } from '../api/alerts';
import { useAlertsT } from '../i18n';
import { AlertsPanel } from './alerts-panel';
import { useAlertSignals, useSoundSetting } from './alert-signals';

/**
 * Spec §2/§9: a 384 px panel, at most 600 px high, under the bell; on a phone a full-height sheet.
 * Arrives on the bell's first click and opens at once; stays mounted after, so the list keeps
 * refreshing (60 s) and a new critical or high alert chimes.
 */
export function AlertsPopover({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(true);
  const { t, language } = useAlertsT();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const query = useAlerts(language);
  const sound = useSoundSetting();
  useAlertSignals(query.data?.items, sound[0]);
  const panel = (title?: (text: string, className: string) => ReactNode) => <AlertsPanel list={query.data} loading={query.isFetching} onClose={() => setOpen(false)} sound={sound} renderTitle={title} />;

  if (mobile) {
    return (
      <>
        <span onClickCapture={() => setOpen(true)}>{trigger}</span>
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetContent className="w-full max-w-none" data-testid="alerts-panel">
            <SheetDescription className="sr-only">{t('listLabel')}</SheetDescription>
            {panel((text, className) => <SheetTitle className={className}>{text}</SheetTitle>)}
          </SheetContent>
        </Sheet>
      </>
    );
  }
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="end" data-testid="alerts-panel" aria-label={t('title')} className="flex max-h-[min(600px,calc(100dvh-5rem))] w-[384px] max-w-[calc(100vw-1rem)] flex-col overflow-hidden p-0">
        {panel()}
      </PopoverContent>
    </Popover>
  );
}
