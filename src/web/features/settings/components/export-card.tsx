import Download from 'lucide-react/icons/download';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useSettingsT } from '../i18n';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { downloadFile } from '../../../lib/open-file';
import { apiErrorMessage } from '../../auth/lib/auth-error-message';

/** The company admin downloads every record of the company and its files (GET /api/company/export). */
export function ExportCard() {
  const { t } = useSettingsT();
  const download = useMutation({
    mutationFn: () => downloadFile('/api/company/export'),
    onSuccess: () => toast.success(t('export.done')),
    onError: (error) => toast.error(apiErrorMessage(error, t('export.failed'), t)),
  });
  return (
    <Card data-testid="company-export">
      <CardHeader>
        <CardTitle>{t('export.title')}</CardTitle>
        <CardDescription>{t('export.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()} data-testid="company-export-download">
          {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          {download.isPending ? t('export.busy') : t('export.action')}
        </Button>
      </CardContent>
    </Card>
  );
}
