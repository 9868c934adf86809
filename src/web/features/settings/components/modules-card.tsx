import { useSettingsT } from '../i18n';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { currentLanguage } from '../../../i18n';
import { apiErrorMessage } from '../../auth/lib/auth-error-message';
import { useCompanyModules } from '../api/get-company-modules';
import { useSetModuleEnabled } from '../api/set-module-enabled';
import { moduleText } from '../lib/module-labels';
import { ToggleSwitch } from './toggle-switch';

/** One switch per module of the company; only a company admin may flip them. */
export function ModulesCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useSettingsT();
  const modules = useCompanyModules();
  const setEnabled = useSetModuleEnabled();
  const language = currentLanguage();

  function toggle(moduleName: string, isEnabled: boolean) {
    const { name } = moduleText(moduleName, language);
    setEnabled.mutate(
      { moduleName, isEnabled },
      {
        onSuccess: () => toast.success(t(isEnabled ? 'modules.toggled_on' : 'modules.toggled_off', { module: name })),
        onError: (error) => toast.error(apiErrorMessage(error, t('modules.failed'), t)),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('modules.title')}</CardTitle>
        <CardDescription>{t('modules.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {modules.isPending ? (
          <div className="flex justify-center py-6 text-muted-foreground" role="status" aria-label={t('common.loading')}>
            <Spinner className="size-5" />
          </div>
        ) : modules.isError ? (
          <Alert>{apiErrorMessage(modules.error, t('loadFailed'), t)}</Alert>
        ) : modules.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('modules.empty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="modules">
            {modules.data.map((item) => {
              const text = moduleText(item.moduleName, language);
              const id = `module-${item.moduleName}`;
              return (
                <li key={item.moduleName} className="flex items-start justify-between gap-3 rounded-lg border border-border p-4">
                  <div className="flex min-w-0 flex-col gap-1">
                    <label htmlFor={id} className="font-medium">
                      {text.name}
                    </label>
                    {text.description ? <p className="text-sm text-muted-foreground">{text.description}</p> : null}
                    <p className="text-xs text-muted-foreground">
                      {item.isEnabled ? t('modules.enabled') : t('modules.disabled')}
                      {' · '}
                      <span className="num">{t('modules.version', { version: item.version })}</span>
                    </p>
                  </div>
                  <ToggleSwitch id={id} checked={item.isEnabled} disabled={!canEdit} onCheckedChange={(checked) => toggle(item.moduleName, checked)} />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
