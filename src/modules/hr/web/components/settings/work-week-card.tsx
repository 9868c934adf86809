import { useRef, useState, type FormEvent } from 'react';
import { useHrT } from '../../i18n';
import { toast } from 'sonner';
import { Alert } from '../../../../../web/components/ui/alert';
import { Button } from '../../../../../web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../../web/components/ui/card';
import { Spinner } from '../../../../../web/components/ui/spinner';
import { currentLanguage } from '../../../../../web/i18n';
import { useSaveShortcut } from '../../../../../web/lib/use-save-shortcut';
import { apiErrorMessage } from '../../../../../web/features/auth/lib/auth-error-message';
import type { CompanyCalendar } from '../../api/get-company';
import { useUpdateWorkWeek } from '../../api/update-work-week';

/** ISO weekdays in a Gulf week's order (Saturday first) with their names. */
function weekdays(language: string): { day: number; name: string }[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-06 was a Saturday (ISO 6).
  return [6, 7, 1, 2, 3, 4, 5].map((day, index) => ({ day, name: format.format(new Date(Date.UTC(2024, 0, 6 + index))) }));
}

/** The company's working days (PATCH /api/company workWeek): absences, leave days and the board follow it. Ctrl+S saves. */
export function WorkWeekCard({ company, canEdit }: { company: CompanyCalendar; canEdit: boolean }) {
  const { t } = useHrT();
  const formRef = useRef<HTMLFormElement>(null);
  const [days, setDays] = useState<number[]>(company.workWeek);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateWorkWeek();
  const dirty = [...days].sort().join() !== [...company.workWeek].sort().join();

  function save() {
    if (!canEdit || update.isPending) return;
    if (days.length === 0) return setError(t('settings.workWeekEmpty'));
    setError(null);
    update.mutate([...days].sort((a, b) => a - b), { onSuccess: () => toast.success(t('settings.workWeekSaved')) });
  }
  useSaveShortcut(formRef, save, { enabled: canEdit, global: true });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.workWeekTitle')}</CardTitle>
        <CardDescription>{t('settings.workWeekDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={formRef} noValidate className="flex flex-col gap-4" onSubmit={(event: FormEvent) => { event.preventDefault(); save(); }} aria-label={t('settings.workWeekTitle')}>
          {update.isError ? <Alert>{apiErrorMessage(update.error, t('common.saveFailed'), t)}</Alert> : null}
          <fieldset className="flex flex-col gap-2" disabled={!canEdit}>
            <legend className="sr-only">{t('settings.workWeekTitle')}</legend>
            <div className="flex flex-wrap gap-2" data-testid="hr-work-week">
              {weekdays(currentLanguage()).map(({ day, name }) => (
                <label key={day} className="flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm has-checked:border-primary has-checked:bg-primary-soft has-disabled:cursor-default">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={days.includes(day)}
                    onChange={(event) => setDays((current) => (event.target.checked ? [...current, day] : current.filter((d) => d !== day)))}
                  />
                  {name}
                </label>
              ))}
            </div>
            {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
          </fieldset>
          {canEdit ? (
            <div className="flex flex-wrap items-center gap-2">
              <Button type="submit" disabled={update.isPending || !dirty}>
                {update.isPending ? <Spinner /> : null}
                {t('common.save')}
              </Button>
              <span className="text-sm text-muted-foreground">{t('settings.workDays', { count: days.length })}</span>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
