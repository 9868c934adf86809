import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../../app/theme-provider';
import { isLanguage } from '../../../i18n/language';
import type { Me } from '../../auth/api/types';
import { meQueryKey, meQueryOptions } from '../../auth/api/use-me';
import { useUpdateProfile } from '../api/update-profile';
import { applyPreferences, readPreferences, type Preferences } from '../lib/preferences';

/**
 * Keeps the signed-in user's saved preferences and the app in step (mounted once, in the providers):
 * on sign-in the saved language, theme, digits and calendar are applied; afterwards a change made
 * elsewhere (the header's language or theme switch) is saved to the profile.
 */
export function PreferencesSync() {
  const { i18n } = useTranslation();
  const { theme, setTheme } = useTheme();
  const queryClient = useQueryClient();
  // Passive: reads /api/me when the app has loaded it, never fetches it itself.
  const { data: me } = useQuery({ ...meQueryOptions, enabled: false });
  const { mutate: save } = useUpdateProfile();
  const appliedFor = useRef<string | null>(null);
  const lastTheme = useRef(theme);

  useEffect(() => {
    if (!me?.profile) {
      appliedFor.current = null;
      return;
    }
    if (appliedFor.current === me.user.id) return;
    appliedFor.current = me.user.id;
    const saved = readPreferences(me.profile);
    lastTheme.current = saved.theme;
    applyPreferences(saved, { i18n, setTheme });
  }, [me, i18n, setTheme]);

  // Read from the cache, not from render state: the profile page updates it just before applying.
  const saveIfChanged = useRef((patch: Partial<Preferences>) => {
    const current = queryClient.getQueryData<Me | null>(meQueryKey);
    if (!current?.profile || appliedFor.current !== current.user.id) return;
    const saved = readPreferences(current.profile);
    const changed = Object.entries(patch).some(([key, value]) => saved[key as keyof Preferences] !== value);
    if (changed) save(patch);
  });

  useEffect(() => {
    if (lastTheme.current === theme) return;
    lastTheme.current = theme;
    saveIfChanged.current({ theme });
  }, [theme]);

  useEffect(() => {
    const onLanguage = (language: string) => {
      if (isLanguage(language)) saveIfChanged.current({ languagePreference: language });
    };
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, [i18n]);

  return null;
}
