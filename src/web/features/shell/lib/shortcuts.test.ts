import { describe, expect, it } from 'vitest';
import { matchShortcut, NAVIGATION_SHORTCUTS, type KeyInput } from './shortcuts';

const key = (code: string, mods: Partial<KeyInput> = {}, keyName = ''): KeyInput => ({
  code,
  key: keyName,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('keyboard shortcuts (spec §2, DECISIONS 11)', () => {
  it('maps Alt+letters to the spec’s pages, with a toast', () => {
    expect(NAVIGATION_SHORTCUTS.map((s) => `${s.letter}${s.path}`)).toEqual([
      'H/dashboard',
      'S/settings',
      'P/profile',
      'F/fleet',
      'M/fleet/maintenance',
      'V/fleet/traffic-violations',
      'T/tenants',
      'O/contracts',
      'Q/quotations',
      'E/hr/employees',
      'A/hr/attendance',
      'R/hr/payroll',
    ]);
    expect(matchShortcut(key('KeyO', { altKey: true }), false)).toEqual({ type: 'navigate', path: '/contracts', toast: true });
  });

  it('uses the physical key, so an Arabic layout works too', () => {
    expect(matchShortcut(key('KeyK', { ctrlKey: true }, 'ن'), false)).toEqual({ type: 'palette' });
    expect(matchShortcut(key('Slash', { shiftKey: true }, '؟'), false)).toEqual({ type: 'help' });
  });

  it('Ctrl and Cmd both work for the palette, the menu and the form actions', () => {
    expect(matchShortcut(key('KeyK', { metaKey: true }), false)).toEqual({ type: 'palette' });
    expect(matchShortcut(key('KeyB', { metaKey: true }), false)).toEqual({ type: 'sidebar' });
    expect(matchShortcut(key('KeyS', { ctrlKey: true }), false)).toEqual({ type: 'event', name: 'save' });
    expect(matchShortcut(key('KeyN', { ctrlKey: true }), false)).toEqual({ type: 'event', name: 'new' });
    expect(matchShortcut(key('KeyE', { ctrlKey: true }), false)).toEqual({ type: 'event', name: 'export' });
    expect(matchShortcut(key('Delete', {}, 'Delete'), false)).toEqual({ type: 'event', name: 'delete' });
  });

  it('finance combinations open new journal entry, invoice and payment pages', () => {
    expect(matchShortcut(key('KeyJ', { ctrlKey: true, altKey: true }), false)).toMatchObject({ path: '/finance/journal-entries/new' });
    expect(matchShortcut(key('KeyI', { ctrlKey: true, altKey: true }), false)).toMatchObject({ path: '/finance/invoices/new' });
    expect(matchShortcut(key('KeyP', { ctrlKey: true, altKey: true }), false)).toMatchObject({ path: '/finance/payments/new' });
  });

  it('leaves a text field alone except for Ctrl+S and Ctrl+K', () => {
    expect(matchShortcut(key('KeyS', { ctrlKey: true }), true)).toEqual({ type: 'event', name: 'save' });
    expect(matchShortcut(key('KeyK', { ctrlKey: true }), true)).toEqual({ type: 'palette' });
    expect(matchShortcut(key('KeyB', { ctrlKey: true }), true)).toBeNull();
    expect(matchShortcut(key('KeyO', { altKey: true }), true)).toBeNull();
    expect(matchShortcut(key('Slash', { shiftKey: true }, '?'), true)).toBeNull();
    expect(matchShortcut(key('Delete', {}, 'Delete'), true)).toBeNull();
  });

  it('ignores other combinations', () => {
    expect(matchShortcut(key('KeyZ', { altKey: true }), false)).toBeNull();
    expect(matchShortcut(key('KeyK'), false)).toBeNull();
    expect(matchShortcut(key('KeyK', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });
});
