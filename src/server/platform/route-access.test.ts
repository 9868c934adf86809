// Every API route's declared access rule, kept as a snapshot file (it grows with each route: a
// change in who may call what shows in review), and the OpenAPI document built from the routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../http/route';
import { startTestServer, type TestServer } from '../test/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

describe('route access', () => {
  it('every API route declares its access rule (snapshot)', () => {
    const routes = registeredRoutes(t.app).map((r) => `${r.method} ${r.path} → ${r.access}`);
    expect(routes).toMatchSnapshot();
  });

  it('publishes OpenAPI for the declared routes', async () => {
    const doc = await t.json('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/me', '/api/signup', '/api/company', '/api/features/{code}']));
  });
});
