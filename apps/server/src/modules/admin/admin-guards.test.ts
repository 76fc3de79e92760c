import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { admins, managers, requireGuard, reviewers, withDenied } from './admin.routes.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  method: Method;
  path: string;
}

/** Every route of the app as its OpenAPI document lists it (so routes added later are covered too). */
function routes(t: TestApp): Call[] {
  const doc = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .map((m) => m.toUpperCase())
      .filter((m): m is Method => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
      .map((method) => ({ method, path })),
  );
}

/** Staff routes: everything under /api/admin and the staff calls the spec places elsewhere. */
const staffPath = /^\/api\/(admin\/|servers\/admin|users\b|applications\/responses|applications\/response\/\{id\}(\/status)?$)/;

describe.each(testDialects())('ids and guards on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let manager: string;
  let reviewer: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    member = (await signedInUser(t.ctx, 'member')).cookie;
    manager = (await signedInUser(t.ctx, 'manager')).cookie;
    reviewer = (await signedInUser(t.ctx, 'reviewer')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (call: Call, id: string, cookie: string) =>
    t.app.inject({
      method: call.method,
      // Other ids of the path (a note's) take a canonical value: only {id} is under test.
      url: call.path.replace('{id}', id).replace(/\{[a-zA-Z]+Id\}/g, '1'),
      headers: { cookie },
      ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('every route with an {id} takes only the canonical spelling: " 1", "+1", "01", "1.0" … are 400 in the one error shape', async () => {
    const idRoutes = routes(t).filter((r) => r.path.includes('{id}'));
    // The routes of today at least; new ones are picked up from the OpenAPI document.
    expect(idRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/servers/{id}',
        'GET /api/servers/{id}/mods',
        'POST /api/servers/admin/{id}/refresh',
        'DELETE /api/servers/admin/{id}',
        'PATCH /api/applications/response/{id}/withdraw',
        'GET /api/admin/applications/{id}',
        'PUT /api/admin/applications/{id}',
        'DELETE /api/admin/applications/{id}',
        'PATCH /api/admin/applications/{id}/toggle',
      ]),
    );
    const bad = ['%201', '1%20', '%2B1', '01', '00', '0', '-1', '1.0', '1e3', '0x1', 'abc', '2147483648', '99999999999'];
    for (const call of idRoutes) {
      for (const id of bad) {
        const res = await send(call, id, admin);
        const where = `${call.method} ${call.path} with id "${decodeURIComponent(id)}"`;
        expect(res.statusCode, where).toBe(400);
        const body = res.json();
        expect(body, where).toMatchObject({ code: 'validation_failed', issues: [{ path: 'params.id' }] });
        expect(body.error, where).toBe(body.message);
        expect(body.message, where).toMatch(/^Invalid request\. id: must be an id: a whole number from 1 to 2147483647, digits only/);
      }
      // The canonical spelling passes the id check (the row does not exist: whatever else the route answers, it is not about the id).
      for (const id of ['1', '2147483647']) {
        const res = await send(call, id, admin);
        expect(JSON.stringify(res.json().issues ?? []), `${call.method} ${call.path} ${id}`).not.toContain('params.id');
      }
    }
  });

  it('every staff route: signed out → 401, a member → 403 naming the missing role, before any input is read', async () => {
    const staff = routes(t).filter((r) => staffPath.test(r.path));
    expect(staff.length).toBeGreaterThanOrEqual(9);
    for (const call of staff) {
      const where = `${call.method} ${call.path}`;
      // Malformed id and empty body: rights come first all the same.
      expect((await send(call, '01', '')).statusCode, where).toBe(401);
      const res = await send(call, '01', member);
      expect(res.statusCode, where).toBe(403);
      expect([admins.denied, managers.denied, reviewers.denied], where).toContain(res.json().message);
    }
  });

  it('the 403 says which role is missing: admins for servers and pages, application managers for forms', async () => {
    const cases = [
      { call: { method: 'POST', path: '/api/servers/admin' }, cookie: manager, denied: 'Access denied. Admin privileges required.' },
      { call: { method: 'DELETE', path: '/api/servers/admin/{id}' }, cookie: reviewer, denied: 'Access denied. Admin privileges required.' },
      { call: { method: 'PUT', path: '/api/admin/pages/rules' }, cookie: manager, denied: 'Access denied. Admin privileges required.' },
      { call: { method: 'GET', path: '/api/admin/applications' }, cookie: reviewer, denied: 'Access denied. Application manager privileges required.' },
      {
        call: { method: 'PATCH', path: '/api/admin/applications/{id}/toggle' },
        cookie: member,
        denied: 'Access denied. Application manager privileges required.',
      },
    ] as const;
    for (const { call, cookie, denied } of cases) {
      const res = await send(call, '1', cookie);
      expect(res.statusCode, call.path).toBe(403);
      expect(res.json()).toEqual({ error: denied, message: denied, code: 'forbidden' });
    }
    // A manager passes the managers guard.
    expect((await send({ method: 'GET', path: '/api/admin/applications' }, '1', manager)).statusCode).toBe(200);
  });
});

describe('guard helpers', () => {
  // No bot: the guards judge the roles as stored (D43 a re-reads need one; fresh-roles.test.ts).
  const noBot = { env: { demoMode: false, ROLE_MAX_AGE_S: 300 }, clients: { discord: { bot: { configured: false } } } } as unknown as AppContext;
  const user = (flags: Partial<User>) =>
    ({ user: { isAdmin: false, canManageApplications: false, canReviewApplications: false, canManageStore: false, ...flags } }) as FastifyRequest;

  it('reviewers: admins and reviewers pass; others get the reviewer text; signed out is 401', async () => {
    const guard = requireGuard(reviewers, noBot);
    await expect(guard(user({ canReviewApplications: true }))).resolves.toBeUndefined();
    await expect(guard(user({ isAdmin: true }))).resolves.toBeUndefined();
    await expect(guard(user({ canManageApplications: true }))).rejects.toMatchObject({
      statusCode: 403,
      message: 'Access denied. Reviewer privileges required.',
    });
    await expect(guard({ user: null } as FastifyRequest)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('managers and admins: the role flags of each, with their own texts; withDenied keeps the roles', async () => {
    await expect(requireGuard(managers, noBot)(user({ canManageApplications: true }))).resolves.toBeUndefined();
    await expect(requireGuard(managers, noBot)(user({ canReviewApplications: true }))).rejects.toMatchObject({
      message: 'Access denied. Application manager privileges required.',
    });
    await expect(requireGuard(admins, noBot)(user({ canManageApplications: true, canReviewApplications: true, canManageStore: true }))).rejects.toMatchObject({
      message: 'Access denied. Admin privileges required.',
    });
    const listGuard = withDenied(reviewers, admins.denied);
    await expect(requireGuard(listGuard, noBot)(user({ canReviewApplications: true }))).resolves.toBeUndefined();
    await expect(requireGuard(listGuard, noBot)(user({}))).rejects.toMatchObject({ message: 'Access denied. Admin privileges required.' });
  });
});
