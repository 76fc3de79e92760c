import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../testing/build-test-app.ts';
import { createForm } from '../testing/fixtures/forms.ts';

/**
 * Property-based fuzzing of every route in the OpenAPI document (issue 14): generated params,
 * queries and bodies of every kind (wrong types, huge and deep values, unicode and NUL, prototype
 * keys, duplicate keys, wrong content types). Every answer is below 500, every 4xx is in the one
 * error shape, and a refused request writes nothing. Runs on SQLite, whose single connection
 * counts every row written (`total_changes()`).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
// Calls that end the caller's own session or account: fuzzing them would sign the fuzzer out.
const SKIP = new Set(['POST /api/unified-auth/logout', 'DELETE /api/auth/account']);

interface Route {
  method: string;
  path: string;
}

const weird = fc.oneof(
  fc.constantFrom(
    '',
    ' 1',
    '+1',
    '01',
    '-1',
    '0',
    '1.5',
    '1e3',
    '9'.repeat(30),
    'NaN',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '../..',
    '%00',
    '\u0000',
    '\u202e',
    '😀',
    'a'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
);

const scalar = fc.oneof(fc.string({ maxLength: 50 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), weird);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 5 }),
  object: fc.dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'answers', 'questions', 'title', 'status', 'type')),
    tie('node'),
    {
      maxKeys: 6,
    },
  ),
})).node;

/** A body: JSON of a generated value, a deep or huge one, raw text with duplicate keys, or nothing. */
const body = fc.oneof(
  value.map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' })),
  fc.integer({ min: 50, max: 3000 }).map((depth) => ({ payload: '['.repeat(depth) + ']'.repeat(depth), contentType: 'application/json' })),
  fc.constant({ payload: JSON.stringify({ title: 'x'.repeat(300_000) }), contentType: 'application/json' }),
  fc.constant({ payload: '{"status":"accepted","status":"rejected","__proto__":{"isAdmin":true}}', contentType: 'application/json' }),
  fc.constant({ payload: '{"broken":', contentType: 'application/json' }),
  fc.string({ maxLength: 200 }).map((s) => ({ payload: s, contentType: 'text/plain' })),
  fc.constantFrom('application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded').map((ct) => ({ payload: 'a=1', contentType: ct })),
  fc.constant({ payload: undefined, contentType: undefined }),
);

const query = fc.dictionary(
  fc.oneof(fc.constantFrom('page', 'pageSize', 'q', 'status', 'tab', 'formId', 'refresh', 'size', 'redirect'), fc.string({ maxLength: 8 })),
  weird,
  { maxKeys: 4 },
);

function fill(path: string, params: string[]): string {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++ % params.length] ?? '1'));
}

describe('every route under generated hostile input (SQLite)', () => {
  let t: TestApp;
  let routes: Route[];
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp('sqlite', {}, { rateLimits: { signInPerMinute: 1_000_000, writesPerMinute: 1_000_000 } });
    const admin = await signedInUser(t.ctx, 'admin');
    cookie = admin.cookie;
    // Writes no request asked for stay out of the count on a slow run: the session's last-seen
    // (written at most once a minute) and the roles' re-read (after ROLE_MAX_AGE_S) are made not due.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await t.ctx.db.updateTable('sessions').set({ last_seen_at: later }).where('user_id', '=', admin.user.id).execute();
    await t.ctx.db.updateTable('users').set({ roles_checked_at: later }).where('id', '=', admin.user.id).execute();
    await createForm(t, cookie); // something for ids to hit
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(spec.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path })))
      .filter((r) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !SKIP.has(`${r.method} ${r.path}`));
  });
  afterAll(() => t.close());

  const changes = async () => Number((await sql<{ n: number }>`select total_changes() as n`.execute(t.ctx.db)).rows[0]!.n);

  it(`answers ${RUNS} generated requests with no 5xx, the one error shape, and no write on refusal`, async () => {
    expect(routes.length).toBeGreaterThan(20);
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.array(weird, { minLength: 1, maxLength: 3 }), query, body, async (pick, params, q, b) => {
        const route = routes[pick % routes.length]!;
        const url = fill(route.path, params);
        const before = await changes();
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          query: q as Record<string, string>,
          headers: { cookie, ...(b.contentType && route.method !== 'GET' ? { 'content-type': b.contentType } : {}) },
          ...(b.payload !== undefined && route.method !== 'GET' ? { payload: b.payload } : {}),
        });
        seen.set(`${route.method} ${route.path}`, (seen.get(`${route.method} ${route.path}`) ?? 0) + 1);
        const where = `${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const parsed = JSON.parse(res.body) as Record<string, unknown>;
          expect(typeof parsed.error, where).toBe('string');
          expect(typeof parsed.message, where).toBe('string');
          expect(typeof parsed.code, where).toBe('string');
          expect(await changes(), `a refused request wrote rows: ${where}`).toBe(before);
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
    // Every route was reached.
    expect(routes.filter((r) => !seen.has(`${r.method} ${r.path}`))).toEqual([]);
  }, 300_000);
});
