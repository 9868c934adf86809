import PenLine from 'lucide-react/icons/pen-line';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useSettingsT } from '../i18n';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useShell } from '../../shell/components/shell-context';

/** Where the company admin finds the electronic signature settings (their own page). */
export function SignatureCard() {
  const { t } = useSettingsT();
  const { base } = useShell();
  return (
    <Card data-testid="signature-settings-link">
      <CardHeader>
        <CardTitle>{t('signature.title')}</CardTitle>
        <CardDescription>{t('signature.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" asChild>
          <Link to={withBase(base, '/settings/electronic-signature')}>
            <PenLine aria-hidden="true" />
            {t('signature.action')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
