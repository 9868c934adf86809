import X from 'lucide-react/icons/x';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { routeFor } from '../../../../core/modules';
import { MODULES } from '../../../../modules';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { currentLanguage } from '../../../i18n';
import { FINANCE_SHORTCUTS, NAVIGATION_SHORTCUTS } from '../lib/shortcuts';

type Row = { keys: string[]; label: string };

function Keys({ keys }: { keys: string[] }) {
  return (
    <span dir="ltr" className="flex shrink-0 items-center gap-1">
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? <span className="text-xs text-muted-foreground">+</span> : null}
          <kbd className="min-w-7 rounded-md border border-border bg-muted px-1.5 py-0.5 text-center font-sans text-xs font-medium">{key}</kbd>
        </Fragment>
      ))}
    </span>
  );
}

/** Spec §2 shortcuts dialog: opens on '?', closes with Esc. Every listed shortcut works (DECISIONS 11). */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const pageTitle = (path: string) => routeFor(MODULES, path)?.label[language] ?? path;

  const groups: Array<{ title: string; rows: Row[] }> = [
    {
      title: t('shell.shortcuts.groups.general'),
      rows: [
        { keys: ['Ctrl', 'K'], label: t('shell.shortcuts.items.palette') },
        { keys: ['?'], label: t('shell.shortcuts.items.help') },
        { keys: ['Ctrl', 'B'], label: t('shell.shortcuts.items.sidebar') },
      ],
    },
    {
      title: t('shell.shortcuts.groups.navigation'),
      rows: NAVIGATION_SHORTCUTS.map((s) => ({ keys: ['Alt', s.letter], label: pageTitle(s.path) })),
    },
    {
      title: t('shell.shortcuts.groups.actions'),
      rows: [
        { keys: ['Ctrl', 'S'], label: t('shell.shortcuts.items.save') },
        { keys: ['Ctrl', 'N'], label: t('shell.shortcuts.items.create') },
        { keys: ['Ctrl', 'E'], label: t('shell.shortcuts.items.export') },
        { keys: ['Del'], label: t('shell.shortcuts.items.delete') },
        { keys: ['Esc'], label: t('shell.shortcuts.items.clearSelection') },
      ],
    },
    {
      title: t('shell.shortcuts.groups.finance'),
      rows: FINANCE_SHORTCUTS.map((s) => ({ keys: ['Ctrl', 'Alt', s.letter], label: t(`shell.shortcuts.items.${s.item}`) })),
    },
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-4">
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <DialogTitle>{t('shell.shortcuts.title')}</DialogTitle>
            <DialogDescription>{t('shell.shortcuts.description')}</DialogDescription>
          </div>
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={t('shell.shortcuts.close')}>
              <X aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        </div>
        <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {groups.map((group) => (
            <section key={group.title} className="flex flex-col gap-1.5">
              <h3 className="text-sm font-semibold text-primary">{group.title}</h3>
              <ul className="flex flex-col">
                {group.rows.map((row) => (
                  <li key={row.keys.join('+')} className="flex items-center justify-between gap-3 border-b border-border/60 py-1.5 text-sm last:border-0">
                    <span className="min-w-0">{row.label}</span>
                    <Keys keys={row.keys} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
