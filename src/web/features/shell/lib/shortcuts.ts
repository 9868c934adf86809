/**
 * The keyboard shortcuts of spec §2 and DECISIONS 11, as data plus one pure matcher. Keys are
 * matched by physical position (`event.code`), so they work with an Arabic keyboard layout too.
 */
export type ShortcutEventName = 'save' | 'new' | 'export' | 'delete';

export type ShortcutAction =
  | { type: 'palette' }
  | { type: 'help' }
  | { type: 'sidebar' }
  | { type: 'navigate'; path: string; toast: boolean }
  | { type: 'event'; name: ShortcutEventName };

/** Alt+<letter> → page (spec §2), each with a success toast. */
export const NAVIGATION_SHORTCUTS: ReadonlyArray<{ letter: string; path: string }> = [
  { letter: 'H', path: '/dashboard' },
  { letter: 'S', path: '/settings' },
  { letter: 'P', path: '/profile' },
  { letter: 'F', path: '/fleet' },
  { letter: 'M', path: '/fleet/maintenance' },
  { letter: 'V', path: '/fleet/traffic-violations' },
  { letter: 'T', path: '/tenants' },
  { letter: 'O', path: '/contracts' },
  { letter: 'Q', path: '/quotations' },
  { letter: 'E', path: '/hr/employees' },
  { letter: 'A', path: '/hr/attendance' },
  { letter: 'R', path: '/hr/payroll' },
];

/** DECISIONS 11: the finance combinations open a new journal entry, invoice and payment. */
export const FINANCE_SHORTCUTS: ReadonlyArray<{ letter: string; path: string; item: 'newJournalEntry' | 'newInvoice' | 'newPayment' }> = [
  { letter: 'J', path: '/finance/journal-entries/new', item: 'newJournalEntry' },
  { letter: 'I', path: '/finance/invoices/new', item: 'newInvoice' },
  { letter: 'P', path: '/finance/payments/new', item: 'newPayment' },
];

export type KeyInput = {
  code: string;
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
};

const letterOf = (code: string): string | null => (/^Key[A-Z]$/.test(code) ? code.slice(3) : null);

/**
 * The action for a key press, or null. While the user types in a field only Ctrl/Cmd+S and
 * Ctrl/Cmd+K act: every other key belongs to the field.
 */
export function matchShortcut(event: KeyInput, typing: boolean): ShortcutAction | null {
  const command = event.ctrlKey || event.metaKey;
  const letter = letterOf(event.code);

  if (command && !event.altKey && !event.shiftKey) {
    if (letter === 'K') return { type: 'palette' };
    if (letter === 'S') return { type: 'event', name: 'save' };
  }
  if (typing) return null;

  if (command && !event.altKey && !event.shiftKey) {
    if (letter === 'B') return { type: 'sidebar' };
    if (letter === 'N') return { type: 'event', name: 'new' };
    if (letter === 'E') return { type: 'event', name: 'export' };
    return null;
  }
  if (event.ctrlKey && event.altKey && !event.shiftKey && !event.metaKey) {
    const finance = FINANCE_SHORTCUTS.find((s) => s.letter === letter);
    return finance ? { type: 'navigate', path: finance.path, toast: false } : null;
  }
  if (event.altKey && !command && !event.shiftKey) {
    const target = NAVIGATION_SHORTCUTS.find((s) => s.letter === letter);
    return target ? { type: 'navigate', path: target.path, toast: true } : null;
  }
  if (!command && !event.altKey) {
    // '?' is Shift+/ on English layouts; Arabic layouts type '؟' on the same key.
    if (event.key === '?' || event.key === '؟') return { type: 'help' };
    if (event.key === 'Delete' && !event.shiftKey) return { type: 'event', name: 'delete' };
  }
  return null;
}

/** True when keys go to a text field, a select or an editable region. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}
