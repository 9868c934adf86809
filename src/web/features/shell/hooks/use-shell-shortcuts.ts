import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { canAccess, routeFor, withBase } from '../../../../core/modules';
import { MODULES } from '../../../../modules';
import { currentLanguage } from '../../../i18n';
import { useShell } from '../components/shell-context';
import { denialText } from '../lib/denial';
import { announceShortcut, submitActiveForm } from '../lib/shortcut-events';
import { isTypingTarget, matchShortcut, type ShortcutAction } from '../lib/shortcuts';
import { useSidebar } from '../sidebar/sidebar-context';

/**
 * The global keyboard shortcuts of spec §2 and DECISIONS 11. In the super-admin area only the
 * menu toggle and the help dialog apply (the palette and page shortcuts are company pages).
 */
export function useShellShortcuts(companyArea: boolean): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shell = useShell();
  const sidebar = useSidebar();
  const latest = useRef({ shell, sidebar, navigate, t, companyArea });
  useEffect(() => {
    latest.current = { shell, sidebar, navigate, t, companyArea };
  });

  useEffect(() => {
    function run(action: ShortcutAction): boolean {
      const { shell, sidebar, navigate, t, companyArea } = latest.current;
      if (!companyArea && action.type !== 'sidebar' && action.type !== 'help') return false;
      switch (action.type) {
        case 'palette':
          shell.openPalette();
          return true;
        case 'help':
          shell.openShortcuts();
          return true;
        case 'sidebar':
          sidebar.toggle();
          return true;
        case 'event':
          if (announceShortcut(action.name)) return true;
          // Ctrl+S with no page handler submits the focused form; the browser's "save page" never makes sense here.
          if (action.name === 'save') {
            submitActiveForm();
            return true;
          }
          return false; // no page handles it: leave the key to the browser
        case 'navigate': {
          const route = routeFor(MODULES, action.path);
          if (!route || (shell.variant === 'browse' && !route.browse)) return false;
          const decision = canAccess(route.access, shell.access);
          if (!decision.ok) {
            const text = denialText(decision.reason, t);
            toast.error(text.title, { id: 'access-denied', description: text.description });
            return true;
          }
          void navigate(withBase(shell.base, action.path));
          if (action.toast) toast.success(t('shell.shortcuts.navigated', { page: route.label[currentLanguage()] }), { id: 'shortcut-navigation' });
          return true;
        }
      }
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      // The forced password change overlays everything: nothing behind it may be reached by keys.
      if (document.querySelector('[data-blocks-shortcuts]')) return;
      const action = matchShortcut(event, isTypingTarget(event.target));
      if (action && run(action)) event.preventDefault();
    }

    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
