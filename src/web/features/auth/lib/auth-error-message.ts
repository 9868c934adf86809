import type { TFunction } from 'i18next';
import { isMessageCode, type MessageCode } from '../../../../core/i18n/messages';
import { isApiError, NETWORK_ERROR } from '../../../lib/api';

/** Spec §8 login errors: known codes get the shared wording, anything else a generic one. */
export function signInErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('messages.unexpected_error');
  if (error.code === NETWORK_ERROR) return t('errors.network');
  if (error.code === 'invalid_credentials' || error.code === 'too_many_attempts' || error.code === 'email_not_confirmed') {
    return t(`messages.${error.code}`);
  }
  return error.status >= 500 ? t('messages.unexpected_error') : t('messages.login_error');
}

/** What apiErrorMessage reads: the app's `t` or any module's (module-i18n's ModuleT). */
type ErrorTexts = (key: 'errors.network' | `messages.${MessageCode}`) => string;

/** A failed request's message in the user's language: the shared text of its code, else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string, t: ErrorTexts): string {
  if (!isApiError(error)) return fallback;
  if (error.code === NETWORK_ERROR) return t('errors.network');
  if (isMessageCode(error.code) && error.code !== 'validation_failed') return t(`messages.${error.code}`);
  // The server localizes its messages by Accept-Language; trust them for client errors.
  const fromServer = error.status >= 400 && error.status < 500 && !error.code.startsWith('http_');
  return fromServer && error.message ? error.message : fallback;
}
