import { useProfileT } from '../i18n';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useFormatter } from '../../../lib/format';
import type { Profile } from '../api/types';
import { useSavePreferences } from '../hooks/use-save-preferences';
import { readPreferences } from '../lib/preferences';
import { ChoiceGroup } from './choice-group';

/** Language, theme, digits and calendar: each change applies at once and is saved (no save button). */
export function PreferencesCard({ profile, currency }: { profile: Profile; currency: string }) {
  const { t } = useProfileT();
  const format = useFormatter();
  const save = useSavePreferences();
  const preferences = readPreferences(profile);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('preferences.title')}</CardTitle>
        <CardDescription>{t('preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <ChoiceGroup
          name="language"
          legend={t('preferences.language')}
          value={preferences.languagePreference}
          onChange={(languagePreference) => void save({ languagePreference })}
          choices={[
            { value: 'ar', label: t('preferences.languageAr'), lang: 'ar' },
            { value: 'en', label: t('preferences.languageEn'), lang: 'en' },
          ]}
        />
        <ChoiceGroup
          name="theme"
          legend={t('preferences.theme')}
          value={preferences.theme}
          onChange={(theme) => void save({ theme })}
          choices={[
            { value: 'light', label: t('common.theme.light') },
            { value: 'dark', label: t('common.theme.dark') },
            { value: 'system', label: t('common.theme.system') },
          ]}
        />
        <ChoiceGroup
          name="digits"
          legend={t('preferences.digits')}
          value={preferences.numberingSystem}
          onChange={(numberingSystem) => void save({ numberingSystem })}
          choices={[
            { value: 'latn', label: t('preferences.digitsLatn') },
            { value: 'arab', label: t('preferences.digitsArab') },
          ]}
        />
        <ChoiceGroup
          name="calendar"
          legend={t('preferences.calendar')}
          value={preferences.calendar}
          onChange={(calendar) => void save({ calendar })}
          choices={[
            { value: 'gregory', label: t('preferences.calendarGregory') },
            { value: 'islamic-umalqura', label: t('preferences.calendarHijri') },
          ]}
        />
        <p className="rounded-md bg-muted px-3 py-2.5 text-sm text-muted-foreground md:col-span-2" data-testid="format-example">
          {t('preferences.example')}:{' '}
          <span className="num font-medium text-foreground">{format.money('1234.5', currency)}</span>
          {' · '}
          <span className="num font-medium text-foreground">{format.date(new Date(), 'long')}</span>
        </p>
      </CardContent>
    </Card>
  );
}
