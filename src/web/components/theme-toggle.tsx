import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../app/theme-provider';
import { nextTheme } from '../lib/theme';
import { Button } from './ui/button';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Cycles light → dark → system; the label names the current choice. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const Icon = ICONS[theme];
  const label = t('common.theme.label', { value: t(`common.theme.${theme}`) });
  return (
    <Button variant="ghost" size="icon" className={className} aria-label={label} title={label} onClick={() => setTheme(nextTheme(theme))}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
