import X from 'lucide-react/icons/x';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useFormatter } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useShortcutEvent } from '../../features/shell/lib/shortcut-events';
import { isTypingTarget } from '../../features/shell/lib/shortcuts';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { ConfirmDialog } from './confirm-dialog';
import { errorText } from './error-text';
import { useDataT } from './i18n';
import type { RowSelection } from './row-selection';

/**
 * An action on the selected rows, made of an API call that exists for one row (a list never
 * gets an action its API lacks). The rows run one after another; the toast tells how many worked.
 */
export type BulkAction<T> = {
  id: string;
  /** The button, and the toast's lead ("إلغاء العقود"). */
  label: string;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  destructive?: boolean;
  /** Del runs this one (DECISIONS 11): the list's delete, cancel or archive. */
  del?: boolean;
  /** The rows it can act on (e.g. only unpaid invoices); the others are left out, and the dialog says so. */
  applies?: (row: T) => boolean;
  /** The confirm dialog; `title` names the record when there is one, `label` is its button. */
  confirm: { title: (rows: readonly T[]) => string; body?: ReactNode; label: string | ((rows: readonly T[]) => string); reason?: { label: string; required: boolean } };
  run: (row: T, reason: string) => Promise<unknown>;
  /** Once after the batch, e.g. to refresh the module's queries. */
  settled?: () => void;
};

type BulkBarProps<T> = {
  /** The selected rows, in row order. */
  rows: readonly T[];
  selection: RowSelection;
  actions: readonly BulkAction<T>[];
  rowKey: (row: T) => string;
  /** How a row is named in the dialog and the toast (its number, its name). */
  rowLabel: (row: T) => string;
};

const SHOWN = 8;

/** The bar over a selection: its count, "select all", the actions, Esc to clear; Del runs the `del` action. */
export function BulkBar<T>({ rows, selection, actions, rowKey, rowLabel }: BulkBarProps<T>) {
  const { t } = useDataT();
  const f = useFormatter();
  const [pending, setPending] = useState<{ action: BulkAction<T>; rows: readonly T[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const count = selection.count;

  const ask = (action: BulkAction<T>) => {
    const targets = rows.filter((row) => action.applies?.(row) ?? true);
    if (targets.length === 0) return toast.info(t('bulkNone'), { id: 'bulk-none' });
    setPending({ action, rows: targets });
  };
  const del = actions.find((a) => a.del);
  useShortcutEvent('delete', () => del && !pending && ask(del), Boolean(del) && count > 0);

  useEffect(() => {
    if (count === 0 || pending) return undefined;
    const onKey = (event: KeyboardEvent) => {
      // Esc closing a dialog or menu, or typed into a field, is not meant for the selection.
      if (event.key !== 'Escape' || event.defaultPrevented || isTypingTarget(event.target)) return;
      selection.clear();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count, pending, selection]);

  const run = async (action: BulkAction<T>, targets: readonly T[], reason: string) => {
    setBusy(true);
    const failed: { row: T; error: unknown }[] = [];
    for (const row of targets) {
      try {
        await action.run(row, reason);
      } catch (error) {
        failed.push({ row, error });
      }
    }
    action.settled?.();
    setBusy(false);
    setPending(null);
    const figures = { action: action.label, ok: f.number(targets.length - failed.length), failed: f.number(failed.length), total: f.number(targets.length) };
    if (failed.length === 0) {
      toast.success(t('bulkDone', figures));
      selection.clear();
      return;
    }
    const reasons = failed.slice(0, 3).map(({ row, error }) => `${rowLabel(row)}: ${errorText(error, t('saveFailed'), t('network'))}`);
    toast.error(t('bulkPartial', figures), { description: reasons.join(' · ') });
    // What could not be changed stays selected, to retry or look at.
    selection.keep(failed.map(({ row }) => rowKey(row)));
  };

  if (count === 0) return null;
  const action = pending?.action;
  const names = pending?.rows.map(rowLabel) ?? [];
  return (
    <>
      <div role="toolbar" aria-label={t('bulkBar')} data-testid="bulk-bar" className="sticky bottom-20 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-border bg-card/95 p-2 shadow-lg backdrop-blur md:bottom-4">
        <label className="inline-flex cursor-pointer items-center p-2">
          <Checkbox checked={selection.all} indeterminate={selection.some} onChange={selection.toggleAll} aria-label={t('selectPage')} />
        </label>
        <p className="num me-auto text-sm font-semibold" aria-live="polite" data-testid="bulk-count">
          {t('selected', { count: f.number(count) })}
        </p>
        {actions.map((a) => {
          const Icon = a.icon;
          return (
            <Button key={a.id} size="sm" variant={a.destructive ? 'outline' : 'secondary'} className={a.destructive ? 'text-destructive' : undefined} aria-keyshortcuts={a.del ? 'Delete' : undefined} onClick={() => ask(a)}>
              {Icon ? <Icon aria-hidden /> : null}
              {a.label}
            </Button>
          );
        })}
        <Button size="icon" variant="ghost" className="size-9" aria-label={t('clearSelection')} title={t('clearSelection')} aria-keyshortcuts="Escape" onClick={selection.clear}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {action && pending ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && !busy && setPending(null)}
          title={action.confirm.title(pending.rows)}
          confirmLabel={typeof action.confirm.label === 'string' ? action.confirm.label : action.confirm.label(pending.rows)}
          destructive={action.destructive}
          reason={action.confirm.reason}
          busy={busy}
          onConfirm={(reason) => void run(action, pending.rows, reason)}
          description={
            <div className="flex flex-col gap-2">
              {action.confirm.body ? <p>{action.confirm.body}</p> : null}
              <ul className="num flex flex-wrap gap-1.5" data-testid="bulk-targets">
                {names.slice(0, SHOWN).map((name, i) => (
                  <li key={`${name}-${i}`} className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium text-foreground">
                    {name}
                  </li>
                ))}
                {names.length > SHOWN ? <li className="px-1 text-xs">{t('andMore', { count: f.number(names.length - SHOWN) })}</li> : null}
              </ul>
              {pending.rows.length < count ? <p className="text-sm">{t('bulkApplies', { applies: f.number(pending.rows.length), total: f.number(count) })}</p> : null}
            </div>
          }
        />
      ) : null}
    </>
  );
}
