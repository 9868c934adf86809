import Clock from 'lucide-react/icons/clock';
import CornerDownLeft from 'lucide-react/icons/corner-down-left';
import Search from 'lucide-react/icons/search';
import TrendingUp from 'lucide-react/icons/trending-up';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { currentLanguage } from '../../../i18n';
import { cn } from '../../../lib/cn';
import { useShell } from '../components/shell-context';
import { readHistory } from '../lib/navigation-history';
import { paletteSections, type PaletteSection } from './palette-items';
import { useRecordSearch } from './use-record-search';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Quick search (spec §2): Ctrl/Cmd+K or the header button; arrows, Enter and Esc work as expected. */
export function CommandPalette({ open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { access, base, variant } = useShell();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Read when the palette opens, so the latest visit is included.
  const history = useMemo(() => (open ? readHistory() : []), [open]);
  const records = useRecordSearch(query, open && variant !== 'platform');
  const sections = useMemo(() => {
    const pages = paletteSections(query, history, access, variant === 'browse', currentLanguage());
    if (!records.hits.length) return pages;
    // Records found on the server follow the matching pages.
    const hits: PaletteSection = {
      id: 'records',
      heading: { kind: 'records' },
      options: records.hits.map((hit) => ({ id: `record:${hit.kind}:${hit.id}`, path: hit.href, title: hit.title, description: [t(`shell.palette.kinds.${hit.kind}`), hit.subtitle].filter(Boolean).join(' · ') })),
    };
    return [...pages, hits];
  }, [query, history, access, variant, records.hits, t]);
  const options = sections.flatMap((s) => s.options);
  const current = options[Math.min(active, options.length - 1)];

  function go(path: string) {
    onOpenChange(false);
    setQuery('');
    void navigate(withBase(base, path));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (Math.min(index, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      go(current.path);
    }
  }

  const heading = (section: PaletteSection) =>
    section.heading.kind === 'category'
      ? t(`shell.palette.categories.${section.heading.category}`)
      : section.heading.kind === 'records'
        ? t('shell.palette.records')
        : t(section.heading.kind === 'recent' ? 'shell.palette.recent' : 'shell.palette.frequent');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[10vh] bottom-auto max-w-xl gap-0 overflow-hidden p-0 sm:top-[15vh]">
        <DialogTitle className="sr-only">{t('shell.palette.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('shell.palette.description')}</DialogDescription>
        <div className="flex items-center gap-2.5 border-b border-border px-4">
          <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <input
            autoFocus
            role="combobox"
            aria-expanded="true"
            aria-controls="palette-list"
            aria-activedescendant={current ? `palette-${current.id}` : undefined}
            aria-label={t('shell.palette.title')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder={t('shell.palette.placeholder')}
            className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
          />
        </div>
        <div id="palette-list" role="listbox" aria-label={t('shell.palette.title')} className="max-h-[min(60vh,26rem)] overflow-y-auto p-2">
          {options.length === 0 ? (
            <p className="px-3 py-8 text-center text-sm text-muted-foreground">{records.searching ? t('shell.palette.searching') : t('shell.palette.empty')}</p>
          ) : (
            sections.map((section) => (
              <div key={section.id} role="group" aria-label={heading(section)} className="pb-1">
                <p aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground">
                  {heading(section)}
                </p>
                {section.options.map((option) => {
                  const selected = option === current;
                  const Icon = section.heading.kind === 'recent' ? Clock : section.heading.kind === 'frequent' ? TrendingUp : null;
                  return (
                    <div
                      key={option.id}
                      id={`palette-${option.id}`}
                      role="option"
                      aria-selected={selected}
                      onMouseMove={() => setActive(options.indexOf(option))}
                      onClick={() => go(option.path)}
                      className={cn('flex cursor-pointer items-center gap-3 rounded-md px-3 py-2', selected && 'bg-primary-soft')}
                    >
                      {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" /> : null}
                      <div className="flex min-w-0 flex-1 flex-col">
                        <span className={cn('truncate text-sm font-medium', selected && 'text-primary')}>{option.title}</span>
                        {option.description ? <span className="truncate text-xs text-muted-foreground">{option.description}</span> : null}
                      </div>
                      {option.visits !== undefined ? (
                        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{t('shell.palette.visits', { count: option.visits })}</span>
                      ) : selected ? (
                        <CornerDownLeft aria-hidden="true" className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" />
                      ) : null}
                    </div>
                  );
                })}
              </div>
            ))
          )}
        </div>
        <p className="border-t border-border px-4 py-2 text-xs text-muted-foreground">{t('shell.palette.hint')}</p>
      </DialogContent>
    </Dialog>
  );
}
