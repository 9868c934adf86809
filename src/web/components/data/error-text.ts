import { isApiError, NETWORK_ERROR } from '../../lib/api';

/**
 * What to tell the user about a failed call. The server already words its errors in the user's
 * language with their details ("the vehicle is booked by CON-00012"), so its message wins.
 */
export function errorText(error: unknown, fallback: string, network: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code === NETWORK_ERROR) return network;
  if (error.status >= 500 || error.code.startsWith('http_')) return fallback;
  return error.message || fallback;
}

/** Field errors of a 400/409 answer, keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.fields ? error.fields : {};
}
