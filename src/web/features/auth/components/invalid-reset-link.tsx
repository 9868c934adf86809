import ArrowRight from 'lucide-react/icons/arrow-right';
import LinkIcon from 'lucide-react/icons/link-2-off';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** A missing, expired or used reset token: say so, and point to where a new link is requested. */
export function InvalidResetLink() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-5">
      <div className="flex size-12 items-center justify-center rounded-full bg-warning-soft text-warning">
        <LinkIcon aria-hidden="true" className="size-6" />
      </div>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('auth.reset.invalidTitle')}</h1>
        <p className="leading-relaxed text-muted-foreground">{t('auth.reset.invalidBody')}</p>
      </div>
      <Button asChild size="lg" className="w-full sm:w-auto">
        <Link to="/auth">
          {t('auth.reset.requestNew')}
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Link>
      </Button>
    </div>
  );
}
