import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../testing/build-test-app.ts';
import { testDialects } from '../testing/test-db.ts';
import { createForm, everyTypeForm, submit, validAnswers } from '../testing/fixtures/forms.ts';

/**
 * Every route of the OpenAPI document × {signed out, member, reviewer, manager, admin} (issue 14).
 * Each route has exactly one rule below; a route without a rule fails this test, so a new route
 * cannot ship without saying who may call it. Bodies are deliberately invalid: a caller without
 * the right answers 401/403 before its input is read; an allowed caller gets anything but 401/403.
 * Routes on an object someone owns are also called on the caller's own object and on someone else's.
 */

type Role = 'signedOut' | 'member' | 'reviewer' | 'manager' | 'admin';
const roles: Role[] = ['signedOut', 'member', 'reviewer', 'manager', 'admin'];

/** Who may call a route: expected status per role ('ok' = anything but 401/403). */
/** 'discord-signed': no session at all; only a request Discord signed passes (modules/discord-review/discord-review.test.ts). */
/** 'game-key': no session at all; only a game server's bearer key passes (modules/game/game-keys.test.ts, D41). */
type Rule = 'public' | 'user' | 'reviewer' | 'manager' | 'admin' | 'owner' | 'reviewer-not-own' | 'discord-signed' | 'game-key';
const allowed: Record<Exclude<Rule, 'owner' | 'reviewer-not-own' | 'discord-signed' | 'game-key'>, Role[]> = {
  public: roles,
  user: ['member', 'reviewer', 'manager', 'admin'],
  reviewer: ['reviewer', 'admin'],
  manager: ['manager', 'admin'],
  admin: ['admin'],
};

const rules: Record<string, Rule> = {
  'GET /api/unified-auth/discord': 'public',
  'GET /api/unified-auth/discord/callback': 'public',
  'POST /api/unified-auth/demo': 'public',
  'GET /api/unified-auth/status': 'public',
  'POST /api/unified-auth/logout': 'public',
  'POST /api/unified-auth/refresh': 'user',
  'GET /api/auth/permissions': 'user',
  'GET /api/auth/avatar/{discordId}': 'user',
  'DELETE /api/auth/account': 'user',
  'GET /api/auth/account/export': 'user',
  'GET /api/auth/steam': 'user',
  'GET /api/auth/steam/link': 'user',
  'GET /api/auth/steam/callback': 'public',
  'POST /api/auth/steam/refresh': 'user',
  'DELETE /api/auth/steam': 'user',
  'GET /api/health': 'public',
  'GET /api/site': 'public',
  'GET /api/pages/{pageKey}': 'public',
  'GET /api/store/products': 'public',
  'GET /api/store/featured': 'public',
  'GET /api/store/user-stats': 'user',
  'GET /api/applications/public': 'public',
  'GET /api/applications/my-applications': 'user',
  'GET /api/applications/{slug}': 'user',
  'GET /api/applications/{slug}/status': 'user',
  'POST /api/applications/{slug}/submit': 'user',
  'PATCH /api/applications/response/{id}/withdraw': 'owner',
  'GET /api/servers/': 'public',
  'GET /api/servers/{id}': 'public',
  'GET /api/servers/{id}/mods': 'public',
  'PUT /api/admin/pages/{pageKey}': 'admin',
  // Site identity and custom pages (D38, D39).
  'GET /api/pages': 'public',
  'GET /api/site/logo/{file}': 'public',
  'POST /api/admin/pages/': 'admin',
  'DELETE /api/admin/pages/{pageKey}': 'admin',
  'PUT /api/admin/site/': 'admin',
  'PUT /api/admin/site/logo': 'admin',
  'DELETE /api/admin/site/logo': 'admin',
  'GET /api/admin/applications/': 'manager',
  'POST /api/admin/applications/': 'manager',
  'GET /api/admin/applications/{id}': 'manager',
  'PUT /api/admin/applications/{id}': 'manager',
  'DELETE /api/admin/applications/{id}': 'manager',
  'PATCH /api/admin/applications/{id}/toggle': 'manager',
  'POST /api/servers/admin/': 'admin',
  'POST /api/servers/admin/{id}/refresh': 'admin',
  'DELETE /api/servers/admin/{id}': 'admin',
  'GET /api/applications/responses': 'reviewer',
  'GET /api/applications/responses.csv': 'reviewer',
  'GET /api/applications/response/{id}': 'reviewer',
  'PATCH /api/applications/response/{id}/status': 'reviewer-not-own',
  'POST /api/applications/response/{id}/notes': 'reviewer',
  'PATCH /api/applications/response/{id}/notes/{noteId}': 'reviewer',
  'DELETE /api/applications/response/{id}/notes/{noteId}': 'reviewer',
  'PUT /api/applications/response/{id}/vote': 'reviewer',
  'DELETE /api/applications/response/{id}/vote': 'reviewer',
  // The applicant and reviewers (D31): proven in modules/responses/collaboration.test.ts and below.
  'GET /api/applications/response/{id}/messages': 'owner',
  'POST /api/applications/response/{id}/messages': 'owner',
  'POST /api/admin/applications/{id}/duplicate': 'manager',
  'GET /api/admin/applications/{id}/summary': 'manager',
  'GET /api/admin/applications/templates': 'manager',
  'POST /api/admin/applications/{id}/webhook-secret': 'manager',
  'POST /api/admin/applications/{id}/webhook-test': 'manager',
  'POST /api/admin/discord/role-check': 'manager',
  'POST /api/admin/discord/channel-check': 'manager',
  'GET /api/admin/discord/roles': 'manager',
  'POST /api/discord/interactions': 'discord-signed',
  // Game servers (D41): bearer keys only; keys are admins'.
  'GET /api/game/v1/players/{steamId64}': 'game-key',
  'GET /api/game/v1/whitelist': 'game-key',
  'GET /api/admin/game-keys/': 'admin',
  'POST /api/admin/game-keys/': 'admin',
  'DELETE /api/admin/game-keys/{id}': 'admin',
  // Staff insights (D42): admins and managers.
  'GET /api/admin/insights': 'manager',
  'GET /api/admin/insights.csv': 'manager',
  // Languages (D40): a member's own choice; the site's default is the admins'.
  'PUT /api/auth/locale': 'user',
  'PUT /api/admin/site/locale/': 'admin',
  'POST /api/admin/deliveries/{id}/retry': 'reviewer',
  'GET /api/admin/users/{id}/applications': 'admin',
  'GET /api/admin/users/{id}/orders': 'admin',
  'GET /api/admin/users/{id}/transactions': 'admin',
  'GET /api/admin/status/history': 'admin',
  'GET /api/admin/status/background': 'admin',
  'GET /api/admin/status/{component}': 'admin',
  'GET /api/admin/audit-log/': 'admin',
  'GET /api/users/': 'admin',
};

describe.each(testDialects())('who may call each route, on %s', (dialect) => {
  let t: TestApp;
  let routes: string[];
  let formSlug: string;
  let formId: number;
  /** Target of the generic calls ({id}); the DELETE rows may remove it. */
  let targetId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { rateLimits: { signInPerMinute: 100_000, writesPerMinute: 100_000 } });
    const admin = await signedInUser(t.ctx, 'admin');
    const form = await createForm(t, admin.cookie, everyTypeForm({ title: 'Authorization Matrix', type: 'survey', requiresInterview: false }));
    formSlug = form.slug;
    formId = form.id;
    targetId = (await createForm(t, admin.cookie, everyTypeForm({ title: 'Matrix Target' }))).id;
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(spec.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
  });
  afterAll(() => t.close());

  /** A response of `cookie`'s user to the matrix's form. */
  async function responseOf(cookie: string): Promise<number> {
    const form = await t.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${formId}`,
      headers: { cookie: (await signedInUser(t.ctx, 'admin')).cookie },
    });
    const res = await submit(t, cookie, formSlug, { answers: validAnswers(form.json()) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ response: { id: number } }>().response.id;
  }

  async function call(route: string, role: Role, id: string) {
    const [method, path] = route.split(' ') as [string, string];
    const url = path.replace('{slug}', formSlug).replace('{pageKey}', 'guidelines').replace('{discordId}', '100000000000000001').replace('{id}', id);
    const cookie = role === 'signedOut' ? undefined : (await signedInUser(t.ctx, role)).cookie;
    return t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
      ...(method === 'GET' ? {} : { payload: '{"unexpected":true}' }),
    });
  }

  it('has a rule for every route, and no rule for a route that does not exist', () => {
    expect(routes.filter((r) => !(r in rules))).toEqual([]);
    expect(Object.keys(rules).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('answers each role as its rule says (401/403 before reading input)', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const rule = rules[route];
      if (!rule || rule === 'owner' || rule === 'reviewer-not-own') continue;
      if (rule === 'discord-signed' || rule === 'game-key') {
        // Without Discord's signature or a game key, every caller is refused alike, signed in or not.
        for (const role of roles) {
          const res = await call(route, role, String(targetId));
          if (res.statusCode !== 401) failures.push(`${route} as ${role}: expected 401 without ${rule === 'game-key' ? 'a game key' : "Discord's signature"}, got ${res.statusCode}`);
        }
        continue;
      }
      for (const role of roles) {
        const res = await call(route, role, String(targetId));
        const ok = allowed[rule].includes(role);
        const expected = ok ? 'not 401/403' : role === 'signedOut' ? '401' : '403';
        const pass = ok ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === (role === 'signedOut' ? 401 : 403);
        if (!pass) failures.push(`${route} as ${role}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets a member withdraw their own response only (someone else’s is not found)', async () => {
    const mine = await signedInUser(t.ctx, 'member');
    const other = await signedInUser(t.ctx, 'member');
    const theirs = await responseOf(other.cookie);
    const own = await responseOf(mine.cookie);
    const url = (id: number) => `/api/applications/response/${id}/withdraw`;
    const foreign = await t.app.inject({ method: 'PATCH', url: url(theirs), headers: { cookie: mine.cookie } });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: url(own) })).statusCode).toBe(401);
    expect([200, 409]).toContain((await t.app.inject({ method: 'PATCH', url: url(own), headers: { cookie: mine.cookie } })).statusCode);
  });

  it('lets the applicant and reviewers, and nobody else, into a response’s conversation (403 before the body)', async () => {
    const applicant = await signedInUser(t.ctx, 'member');
    const stranger = await signedInUser(t.ctx, 'member');
    const id = await responseOf(applicant.cookie);
    const url = `/api/applications/response/${id}/messages`;
    for (const method of ['GET', 'POST'] as const) {
      const send = (cookie?: string) =>
        t.app.inject({
          method,
          url,
          headers: { ...(cookie ? { cookie } : {}), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
          ...(method === 'POST' ? { payload: '{"unexpected":true}' } : {}),
        });
      expect((await send()).statusCode).toBe(401);
      expect((await send(stranger.cookie)).statusCode).toBe(403);
      expect((await send((await signedInUser(t.ctx, 'manager')).cookie)).statusCode).toBe(403);
      expect([200, 400]).toContain((await send(applicant.cookie)).statusCode);
      expect([200, 400]).toContain((await send((await signedInUser(t.ctx, 'reviewer')).cookie)).statusCode);
    }
  });

  it('lets reviewers decide on responses, never on their own', async () => {
    const reviewer = await signedInUser(t.ctx, 'reviewer');
    const member = await signedInUser(t.ctx, 'member');
    const own = await responseOf(reviewer.cookie);
    const theirs = await responseOf(member.cookie);
    const decide = (id: number, cookie?: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/applications/response/${id}/status`, headers: cookie ? { cookie } : {}, payload: { status: 'under_review' } });
    expect((await decide(theirs)).statusCode).toBe(401);
    expect((await decide(theirs, member.cookie)).statusCode).toBe(403);
    expect((await decide(theirs, (await signedInUser(t.ctx, 'manager')).cookie)).statusCode).toBe(403);
    expect((await decide(own, reviewer.cookie)).statusCode).toBe(403);
    expect((await decide(theirs, reviewer.cookie)).statusCode).toBe(200);
  });
});
