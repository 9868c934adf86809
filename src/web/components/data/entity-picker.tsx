import X from 'lucide-react/icons/x';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { useDataT } from './i18n';

export type PickerOption<T> = { id: string; label: string; detail?: ReactNode; disabled?: boolean; value: T };

type EntityPickerProps<T> = {
  id: string;
  /** The chosen record (shown as a chip), or null. */
  selected: PickerOption<T> | null;
  onSelect: (option: PickerOption<T> | null) => void;
  /** Loads the options for a search text (server-side search). */
  useOptions: (search: string) => { options: PickerOption<T>[]; loading: boolean };
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * A searchable picker (ARIA combobox): type, the server searches (typo-tolerant for customers),
 * pick with the mouse or the arrow keys and Enter. The choice shows as a chip that can be cleared.
 */
export function EntityPicker<T>({ id, selected, onSelect, useOptions, placeholder, invalid, describedBy, ...aria }: EntityPickerProps<T> & { 'aria-invalid'?: boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }) {
  const { t } = useDataT();
  const listId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { options, loading } = useOptions(search);
  const choose = (option: PickerOption<T>) => {
    if (option.disabled) return;
    onSelect(option);
    setOpen(false);
    setText('');
  };

  if (selected) {
    return (
      <div id={id} tabIndex={-1} className="flex min-h-11 items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm" data-testid={`${id}-selected`}>
        <div className="flex min-w-0 flex-col">
          <span className="font-medium break-words">{selected.label}</span>
          {selected.detail ? <span className="text-xs text-muted-foreground">{selected.detail}</span> : null}
        </div>
        <button type="button" onClick={() => onSelect(null)} className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted" aria-label={t('pickerClear')} title={t('pickerClear')}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }

  const activeOption = options[active];
  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeOption ? `${listId}-${activeOption.id}` : undefined}
        aria-invalid={invalid || aria['aria-invalid']}
        aria-describedby={describedBy ?? aria['aria-describedby']}
        aria-required={aria['aria-required']}
        autoComplete="off"
        value={text}
        placeholder={placeholder ?? t('pickerSearch')}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(options.length - 1, i + 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(0, i - 1));
          } else if (event.key === 'Enter' && open && activeOption) {
            event.preventDefault();
            choose(activeOption);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {open ? (
        <ul id={listId} role="listbox" className="absolute inset-x-0 top-full z-50 mt-1 max-h-72 overflow-y-auto rounded-lg border border-border bg-popover p-1 shadow-lg">
          {loading && options.length === 0 ? (
            <li className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground">
              <Spinner />
              {t('loading')}
            </li>
          ) : options.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted-foreground">{t('pickerEmpty')}</li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={index === active}
                aria-disabled={option.disabled || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
                className={cn('flex cursor-pointer flex-col rounded-md px-3 py-2 text-sm', index === active && 'bg-muted', option.disabled && 'cursor-not-allowed opacity-50')}
              >
                <span className="font-medium">{option.label}</span>
                {option.detail ? <span className="text-xs text-muted-foreground">{option.detail}</span> : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
