import { afterEach, describe, expect, test, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR, queryString, toApiError } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('toApiError', () => {
  test('reads the { error: { code, message, fields } } shape', () => {
    const error = toApiError(400, {
      error: { code: 'validation_failed', message: 'بعض البيانات المدخلة غير صحيحة', fields: { email: 'غير صالح', n: 1 } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('بعض البيانات المدخلة غير صحيحة');
    expect(error.fields).toEqual({ email: 'غير صالح' });
  });

  test('falls back to http_<status> for bodies of another shape', () => {
    const error = toApiError(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(error.code).toBe('http_502');
    expect(error.message).toBe('Bad Gateway');
    expect(error.fields).toBeUndefined();
  });
});

describe('api', () => {
  test('sends the cookie, the language and a JSON body', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const result = await api<{ ok: boolean }>('/api/me/password', { method: 'POST', body: { password: 'x' } });

    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/me/password');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"password":"x"}');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'ar', 'Content-Type': 'application/json' });
  });

  test('throws an ApiError carrying status, code and the server message', async () => {
    stubFetch(
      new Response(JSON.stringify({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } }), {
        status: 401,
      }),
    );
    await expect(api('/api/auth/sign-in/email', { body: {} })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });
  });

  test('a request that never gets an answer is a network_error with status 0', async () => {
    stubFetch(new TypeError('fetch failed'));
    await expect(api('/api/me')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  test('an empty 200 body resolves to undefined', async () => {
    stubFetch(new Response(null, { status: 200 }));
    await expect(api('/api/auth/sign-out', { body: {} })).resolves.toBeUndefined();
  });
});

describe('queryString', () => {
  test('drops empty query values', () => {
    expect(queryString({ q: '', status: 'active', page: 2, x: undefined, y: null })).toBe('?status=active&page=2');
    expect(queryString({})).toBe('');
  });
});
