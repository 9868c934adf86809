import Search from 'lucide-react/icons/search';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useShell } from '../components/shell-context';

/** Opens the quick-search palette (also Ctrl/Cmd+K). A wide field on desktop, an icon on phones. */
export function SearchButton() {
  const { t } = useTranslation();
  const { openPalette } = useShell();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={openPalette}
        aria-label={t('shell.header.searchLabel')}
        aria-keyshortcuts="Control+K Meta+K"
        className="hidden w-56 justify-start gap-2 bg-background px-3 font-normal text-muted-foreground md:inline-flex lg:w-72"
      >
        <Search aria-hidden="true" />
        <span className="flex-1 truncate text-start">{t('shell.header.search')}</span>
        <kbd dir="ltr" className="rounded border border-border bg-muted px-1.5 py-0.5 font-sans text-[0.6875rem] text-muted-foreground">
          Ctrl K
        </kbd>
      </Button>
      <Button variant="ghost" size="icon" onClick={openPalette} aria-label={t('shell.header.searchLabel')} className="md:hidden">
        <Search aria-hidden="true" />
      </Button>
    </>
  );
}
