import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { openSession } from './sessions.service.ts';

/**
 * The session cache (issue 25): a checked session is served from memory for a few seconds, and any
 * logout, account deletion, role refresh or other write drops it at once on every instance sharing
 * the change bus. "Behind the app's back" changes (straight to the database) show what is cached.
 */
describe('session cache across two instances sharing one change bus', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { SESSION_CACHE_MS: '10000' });
    // A second instance on the same database and the same change bus (as with Redis or LISTEN/NOTIFY).
    other = await buildApp({ ...t.ctx, rateLimits: { signInPerMinute: 1000, writesPerMinute: 1000 }, webRoot: '/nonexistent-web-root' });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const status = async (app: FastifyInstance, cookie: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie } });
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json() as { authenticated: boolean; user: { displayName: string; isAdmin: boolean } | null };
  };
  const rename = (id: number, name: string) => t.ctx.db.updateTable('users').set({ display_name: name }).where('id', '=', id).execute();

  it('serves a checked session from memory until a change notice drops it', async () => {
    const me = await signedInUser(t.ctx, 'member');
    expect((await status(t.app, me.cookie)).user?.displayName).toBe(me.user.display_name);
    expect((await status(other, me.cookie)).user?.displayName).toBe(me.user.display_name);
    await rename(me.user.id, 'Renamed behind the back');
    // Cached on both instances: the change made outside the app is not seen yet.
    expect((await status(t.app, me.cookie)).user?.displayName).toBe(me.user.display_name);
    expect((await status(other, me.cookie)).user?.displayName).toBe(me.user.display_name);
    // Any write notice (here the poller's topic does not count, a write does) drops it on both.
    t.ctx.changes!.publish('servers');
    expect((await status(other, me.cookie)).user?.displayName).toBe(me.user.display_name);
    t.ctx.changes!.publish('write');
    expect((await status(t.app, me.cookie)).user?.displayName).toBe('Renamed behind the back');
    expect((await status(other, me.cookie)).user?.displayName).toBe('Renamed behind the back');
  });

  it('a logout on one instance signs the session out on the other at once', async () => {
    const me = await signedInUser(t.ctx, 'member');
    expect((await status(t.app, me.cookie)).authenticated).toBe(true);
    expect((await status(other, me.cookie)).authenticated).toBe(true);
    const out = await t.app.inject({ method: 'POST', url: '/api/unified-auth/logout', headers: { cookie: me.cookie } });
    expect(out.statusCode).toBe(200);
    expect((await status(other, me.cookie)).authenticated).toBe(false);
    expect((await status(t.app, me.cookie)).authenticated).toBe(false);
    const mine = await other.inject({ method: 'GET', url: '/api/applications/my-applications', headers: { cookie: me.cookie } });
    expect(mine.statusCode).toBe(401);
  });

  it('deleting the account on one instance signs out every session of it on both', async () => {
    const me = await signedInUser(t.ctx, 'member');
    const second = await signedInUser(t.ctx, 'member', me.user.discord_id); // a second device, same account
    expect((await status(other, second.cookie)).authenticated).toBe(true);
    expect((await status(t.app, second.cookie)).authenticated).toBe(true);
    const gone = await other.inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie: me.cookie } });
    expect(gone.statusCode).toBe(200);
    expect((await status(t.app, second.cookie)).authenticated).toBe(false);
    expect((await status(other, second.cookie)).authenticated).toBe(false);
  });

  it('a role refresh on one instance drops the cached user on the other', async () => {
    const me = await signedInUser(t.ctx, 'member');
    expect((await status(other, me.cookie)).user?.isAdmin).toBe(false);
    await t.ctx.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', me.user.id).execute();
    expect((await status(other, me.cookie)).user?.isAdmin).toBe(false); // cached
    await rename(me.user.id, 'After refresh');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/unified-auth/refresh', headers: { cookie: me.cookie } });
    expect(refreshed.statusCode).toBe(200);
    expect((await status(other, me.cookie)).user?.displayName).toBe('After refresh');
  });

  it('a sign-in (new roles read from Discord, by a GET callback) drops the cached sessions of the other devices', async () => {
    const me = await signedInUser(t.ctx, 'member');
    expect((await status(other, me.cookie)).user?.isAdmin).toBe(false);
    await t.ctx.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', me.user.id).execute();
    expect((await status(other, me.cookie)).user?.isAdmin).toBe(false); // cached
    await openSession(t.ctx, me.user.id); // what the sign-in callback does after storing the roles
    expect((await status(other, me.cookie)).user?.isAdmin).toBe(true);
  });

  it('a closed account (a permission change by any write) is not served from memory after the notice', async () => {
    const me = await signedInUser(t.ctx, 'reviewer');
    expect((await status(other, me.cookie)).authenticated).toBe(true);
    await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', me.user.id).execute();
    t.ctx.changes!.publish('write');
    expect((await status(other, me.cookie)).authenticated).toBe(false);
    expect((await status(t.app, me.cookie)).authenticated).toBe(false);
  });
});

describe('session cache off', () => {
  it('is off under NODE_ENV=test unless SESSION_CACHE_MS is set: a change is seen by the next request', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const me = await signedInUser(t.ctx, 'member');
      const get = () => t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie: me.cookie } });
      expect((await get()).json().authenticated).toBe(true);
      await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', me.user.id).execute();
      expect((await get()).json().authenticated).toBe(false);
    } finally {
      await t.close();
    }
  });
});
