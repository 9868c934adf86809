import X from 'lucide-react/icons/x';
import { memo, useCallback, useRef, useState, type ClipboardEvent, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';
import { cn } from '../../../../web/lib/cn';
import { useVirtualRows } from '../../../../web/components/data/virtual-rows';
import { useCustomerOptions } from '../../../customers/web';
import type { Account, CostCenter } from '../api/books-types';
import { useBooksT } from '../i18n/books';
import { accountLabel, emptyLine, isGridPaste, lineProblem, parsePaste, resolveAccount, type FormLine } from './entry-lines';

const ROW_HEIGHT = 44;
const COLS = ['account', 'debit', 'credit', 'description', 'costCenter', 'party'] as const;
type Col = (typeof COLS)[number];

type GridProps = {
  lines: FormLine[];
  setLines: Dispatch<SetStateAction<FormLine[]>>;
  postable: ReadonlyMap<string, Account>;
  accounts: readonly Account[];
  centres: readonly CostCenter[];
  currency: string;
  showProblems: boolean;
  onPasted: (count: number, unknown: string[]) => void;
};

const inputClass = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 aria-invalid:border-destructive';

/**
 * The entry's lines: only the rows in view are rendered (a 1,000-line entry stays fast), keys
 * move like a spreadsheet (Enter to the next cell, arrows between rows, Enter on the last row adds
 * one) and a block pasted from a spreadsheet fills rows from the focused one.
 */
export function EntryLinesGrid({ lines, setLines, postable, accounts, centres, currency, showProblems, onPasted }: GridProps) {
  const { t, language } = useBooksT();
  const box = useRef<HTMLDivElement>(null);
  const view = useVirtualRows(box, lines.length, ROW_HEIGHT);
  const [partySearch, setPartySearch] = useState('');
  const customers = useCustomerOptions(partySearch);

  const update = useCallback((index: number, patch: Partial<FormLine>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l))), [setLines]);
  const remove = useCallback((index: number) => setLines((all) => (all.length > 1 ? all.filter((_, i) => i !== index) : [emptyLine()])), [setLines]);

  const focusCell = useCallback((row: number, col: Col) => {
    const el = box.current;
    if (!el) return;
    // Scroll the row into the rendered window first; it exists after the next frame.
    const top = row * ROW_HEIGHT;
    const head = 40;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + ROW_HEIGHT + head > el.scrollTop + el.clientHeight) el.scrollTop = top + ROW_HEIGHT + head - el.clientHeight;
    const tryFocus = (attempt: number) => {
      const cell = el.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
      if (cell) cell.focus();
      else if (attempt < 5) requestAnimationFrame(() => tryFocus(attempt + 1));
    };
    requestAnimationFrame(() => tryFocus(0));
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const [rowText, col] = (target.dataset.cell ?? '').split(':') as [string, Col];
    if (!col) return;
    const row = Number(rowText);
    const isSelect = target.tagName === 'SELECT';
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      const at = COLS.indexOf(col);
      if (at < COLS.length - 1) return focusCell(row, COLS[at + 1]!);
      if (row === lines.length - 1) setLines((all) => [...all, emptyLine()]);
      return focusCell(row + 1, 'account');
    }
    if (isSelect || event.altKey) return;
    if (event.key === 'ArrowDown' && row < lines.length - 1) {
      event.preventDefault();
      focusCell(row + 1, col);
    } else if (event.key === 'ArrowUp' && row > 0) {
      event.preventDefault();
      focusCell(row - 1, col);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData.getData('text/plain');
    const cell = (event.target as HTMLElement).dataset.cell;
    if (!cell || !isGridPaste(text)) return;
    event.preventDefault();
    const start = Number(cell.split(':')[0]);
    const { lines: pasted, unknown } = parsePaste(text, postable, language);
    setLines((all) => {
      const next = [...all];
      next.splice(start, Math.min(pasted.length, next.length - start), ...pasted);
      return next;
    });
    onPasted(pasted.length, unknown);
  };

  return (
    <div ref={box} className="max-h-[60vh] overflow-auto rounded-lg border border-border bg-card" onKeyDown={onKeyDown} onPaste={onPaste} data-testid="entry-lines">
      <datalist id="entry-accounts">
        {accounts.map((a) => <option key={a.id} value={accountLabel(a, language)} />)}
      </datalist>
      <datalist id="entry-parties">
        {customers.options.map((o) => <option key={o.id} value={o.label} />)}
      </datalist>
      <table className="w-full min-w-[920px] table-fixed text-sm">
        <thead className="sticky top-0 z-10 bg-muted text-xs text-muted-foreground">
          <tr className="h-10">
            <th scope="col" className="w-12 px-2 text-center font-medium">{t('form.columns.line')}</th>
            <th scope="col" className="w-[26%] px-1 text-start font-medium">{t('form.columns.account')}</th>
            <th scope="col" className="w-[12%] px-1 text-end font-medium">{t('form.columns.debit')}</th>
            <th scope="col" className="w-[12%] px-1 text-end font-medium">{t('form.columns.credit')}</th>
            <th scope="col" className="px-1 text-start font-medium">{t('form.columns.description')}</th>
            <th scope="col" className="w-[13%] px-1 text-start font-medium">{t('form.columns.costCenter')}</th>
            <th scope="col" className="w-[15%] px-1 text-start font-medium">{t('form.columns.party')}</th>
            <th scope="col" className="w-10"><span className="sr-only">{t('form.removeLine', { n: '' })}</span></th>
          </tr>
        </thead>
        <tbody>
          {view.padTop > 0 ? <tr style={{ height: view.padTop }} aria-hidden="true" /> : null}
          {lines.slice(view.start, view.end).map((line, offset) => {
            const index = view.start + offset;
            return (
              <LineRow
                key={line.key}
                index={index}
                line={line}
                problem={showProblems ? lineProblem(line, currency) : null}
                postable={postable}
                centres={centres}
                partyOptions={customers.options}
                onPartySearch={setPartySearch}
                update={update}
                remove={remove}
              />
            );
          })}
          {view.padBottom > 0 ? <tr style={{ height: view.padBottom }} aria-hidden="true" /> : null}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = {
  index: number;
  line: FormLine;
  problem: ReturnType<typeof lineProblem>;
  postable: ReadonlyMap<string, Account>;
  centres: readonly CostCenter[];
  partyOptions: ReadonlyArray<{ id: string; label: string }>;
  onPartySearch: (term: string) => void;
  update: (index: number, patch: Partial<FormLine>) => void;
  remove: (index: number) => void;
};

const LineRow = memo(function LineRow({ index, line, problem, postable, centres, partyOptions, onPartySearch, update, remove }: RowProps) {
  const { t, language } = useBooksT();
  const cell = (col: Col) => ({ 'data-cell': `${index}:${col}`, 'aria-label': `${t(`form.columns.${col}`)} ${index + 1}` });
  return (
    <tr className="h-11 border-t border-border" data-testid={`line-${index}`}>
      <td className="num px-2 text-center text-xs text-muted-foreground">{index + 1}</td>
      <td className="px-1">
        <input
          {...cell('account')}
          list="entry-accounts"
          className={inputClass}
          value={line.accountText}
          placeholder={t('form.accountPlaceholder')}
          aria-invalid={problem === 'account' || undefined}
          title={problem === 'account' ? t('form.unknownAccount') : undefined}
          onChange={(e) => {
            const account = resolveAccount(e.target.value, postable);
            update(index, { accountText: e.target.value, accountId: account?.id ?? null });
          }}
          onBlur={() => {
            const account = resolveAccount(line.accountText, postable);
            if (account) update(index, { accountText: accountLabel(account, language), accountId: account.id, ...(account.defaultCostCenterId && !line.costCenterId ? { costCenterId: account.defaultCostCenterId } : {}) });
          }}
        />
      </td>
      {(['debit', 'credit'] as const).map((side) => (
        <td key={side} className="px-1">
          <input
            {...cell(side)}
            inputMode="decimal"
            dir="ltr"
            className={cn(inputClass, 'num text-end')}
            value={line[side]}
            aria-invalid={problem === 'amount' || problem === 'sides' || undefined}
            title={problem === 'amount' ? t('form.badAmount') : undefined}
            onChange={(e) => update(index, { [side]: e.target.value })}
          />
        </td>
      ))}
      <td className="px-1">
        <input {...cell('description')} className={inputClass} value={line.description} onChange={(e) => update(index, { description: e.target.value })} />
      </td>
      <td className="px-1">
        <select {...cell('costCenter')} className={inputClass} value={line.costCenterId} onChange={(e) => update(index, { costCenterId: e.target.value })}>
          <option value="">—</option>
          {centres.map((c) => <option key={c.id} value={c.id}>{`${c.code} ${language === 'ar' ? c.nameAr : (c.nameEn ?? c.nameAr)}`}</option>)}
        </select>
      </td>
      <td className="px-1">
        <input
          {...cell('party')}
          list="entry-parties"
          className={inputClass}
          value={line.partyText || (line.partyId ? t('party.customer') : '')}
          placeholder={t('party.customer')}
          onFocus={(e) => onPartySearch(e.target.value)}
          onChange={(e) => {
            onPartySearch(e.target.value);
            const match = partyOptions.find((o) => o.label === e.target.value);
            update(index, { partyText: e.target.value, partyType: match ? 'customer' : '', partyId: match?.id ?? '' });
          }}
        />
      </td>
      <td className="px-1 text-center">
        <button type="button" tabIndex={-1} onClick={() => remove(index)} className="grid size-8 place-items-center rounded text-muted-foreground hover:bg-muted hover:text-destructive" aria-label={t('form.removeLine', { n: index + 1 })}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </td>
    </tr>
  );
});
