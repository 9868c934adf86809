import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileT } from '../i18n';
import { toast } from 'sonner';
import { useTheme } from '../../../app/theme-provider';
import type { Me } from '../../auth/api/types';
import { meQueryKey } from '../../auth/api/use-me';
import { setCachedProfile, updateProfile } from '../api/update-profile';
import { applyPreferences, readPreferences, type Preferences } from '../lib/preferences';

/**
 * Applies a preference at once (optimistically, in the cached profile too, so the sync does not
 * echo it), saves it, and puts everything back if the server refuses.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const { t } = useProfileT();
  const { i18n } = useTranslation();
  const { setTheme } = useTheme();

  return useCallback(
    async (patch: Partial<Preferences>) => {
      const before = readPreferences(queryClient.getQueryData<Me | null>(meQueryKey)?.profile);
      const previous = Object.fromEntries(Object.keys(patch).map((key) => [key, before[key as keyof Preferences]])) as Partial<Preferences>;
      setCachedProfile(queryClient, patch);
      applyPreferences(patch, { i18n, setTheme });
      try {
        setCachedProfile(queryClient, await updateProfile(patch));
        toast.success(t('preferences.saved'), { id: 'preferences-saved' });
      } catch {
        setCachedProfile(queryClient, previous);
        applyPreferences(previous, { i18n, setTheme });
        toast.error(t('preferences.saveFailed'), { id: 'preferences-saved' });
      }
    },
    [queryClient, i18n, setTheme, t],
  );
}
