import Languages from 'lucide-react/icons/languages';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

/** Toggles between Arabic and English; the label is written in the target language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const target = i18n.language === 'en' ? 'ar' : 'en';
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      aria-label={t('common.switchLanguageLabel')}
      onClick={() => void i18n.changeLanguage(target)}
    >
      <Languages aria-hidden="true" />
      <span lang={target}>{t('common.switchLanguage')}</span>
    </Button>
  );
}
