import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../testing/build-test-app.ts';
import { createForm, everyTypeForm, submit, validAnswers } from '../testing/fixtures/forms.ts';
import { createLocalChangeBus } from './change-bus.ts';
import { createPersonalReads } from './personal-reads.ts';

/**
 * A member's own reads kept in memory (issue 25, lib/personal-reads.ts), over a real socket: the
 * second read of the same address by the same session is answered before Fastify with exactly what
 * Fastify sent; another session, a signed-out or unknown cookie, a write, a logout never get a kept answer.
 */
describe('signed-in reads answered from memory', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let member: string;
  let other: string;
  const fast: boolean[] = [];

  beforeAll(async () => {
    t = await buildTestApp('sqlite', { SESSION_CACHE_MS: '10000' });
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    member = (await signedInUser(t.ctx, 'member')).cookie;
    other = (await signedInUser(t.ctx, 'member')).cookie;
    const form = await createForm(t, admin, everyTypeForm({ title: 'Staff application' }));
    const sent = await submit(t, member, form.slug, { answers: validAnswers(form) });
    expect(sent.statusCode, sent.body).toBe(201);
    const original = t.app.personalReads.answerFromMemory;
    vi.spyOn(t.app.personalReads, 'answerFromMemory').mockImplementation((...args) => {
      const answered = original(...args);
      fast.push(answered);
      return answered;
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const read = async (path: string, cookie: string | undefined, headers: Record<string, string> = {}) => {
    fast.length = 0;
    const res = await fetch(`${base}${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    const all = Object.fromEntries([...res.headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name)));
    return { status: res.status, headers: all, body: Buffer.from(await res.arrayBuffer()), fast: fast.includes(true) };
  };
  const json = (r: { body: Buffer }) => JSON.parse(r.body.toString()) as unknown;

  it('the second read by the same session comes from memory with the same status, headers and bytes, for every encoding', async () => {
    const cases: Array<[string, string]> = [
      ['/api/unified-auth/status', member],
      ['/api/applications/my-applications', member],
      ['/api/applications/public', member],
      ['/api/store/user-stats', member],
      ['/api/applications/responses', admin],
      ['/api/applications/responses?page=1&pageSize=10', admin],
    ];
    for (const encoding of ['identity', 'gzip', 'br']) {
      t.ctx.changes!.publish('write'); // each encoding starts from Fastify
      for (const [path, cookie] of cases) {
        const first = await read(path, cookie, { 'accept-encoding': encoding });
        const second = await read(path, cookie, { 'accept-encoding': encoding });
        expect(first, `${path} ${encoding}`).toMatchObject({ status: 200, fast: false });
        expect(second.fast, `${path} ${encoding}`).toBe(true);
        expect({ ...second, fast: undefined }, `${path} ${encoding}`).toEqual({ ...first, fast: undefined });
      }
    }
    const status = await read('/api/unified-auth/status', member);
    expect(status.headers).toMatchObject({ 'cache-control': 'no-store', 'x-frame-options': 'DENY', 'content-type': 'application/json; charset=utf-8' });
    const list = await read('/api/applications/responses', admin, { 'accept-encoding': 'gzip, deflate, br' });
    expect(list.headers).toMatchObject({ 'cache-control': 'no-store', vary: 'accept-encoding' });
  });

  it("never gives one session another's answer, nor a kept answer to a signed-out or unknown cookie", async () => {
    const mine = await read('/api/applications/my-applications', member);
    expect(json(mine)).toHaveLength(1);
    const theirs = await read('/api/applications/my-applications', other);
    expect(theirs.fast).toBe(false);
    expect(json(theirs)).toEqual([]);
    expect((await read('/api/applications/my-applications', other)).fast).toBe(true);
    expect(json(await read('/api/applications/my-applications', member))).toHaveLength(1);

    const stranger = await read('/api/applications/my-applications', 'sid=not-a-session');
    expect(stranger).toMatchObject({ status: 401, fast: false });
    expect(await read('/api/applications/my-applications', undefined)).toMatchObject({ status: 401, fast: false });
    // A member reading a reviewer's address gets the guard's answer, never the admin's kept page.
    await read('/api/applications/responses', admin);
    expect(await read('/api/applications/responses', member)).toMatchObject({ status: 403, fast: false });
    // The same token under a second cookie of that name: the first one counts, as @fastify/cookie reads it.
    expect(await read('/api/applications/my-applications', `sid=unknown; ${member}`)).toMatchObject({ status: 401, fast: false });
  });

  it("a write drops every kept answer at once (here another member's withdrawal changes the admin's list); the poller's notices do not", async () => {
    const before = await read('/api/applications/responses', admin);
    expect((await read('/api/applications/responses', admin)).fast).toBe(true);
    t.ctx.changes!.publish('servers');
    expect((await read('/api/applications/responses', admin)).fast).toBe(true);
    const [response] = json(await read('/api/applications/my-applications', member)) as Array<{ id: number }>;
    const out = await fetch(`${base}/api/applications/response/${response!.id}/withdraw`, {
      method: 'PATCH',
      headers: { cookie: member, origin: 'http://localhost:3000' },
    });
    expect(out.status).toBe(200);
    const after = await read('/api/applications/responses', admin);
    expect(after.fast).toBe(false);
    expect(json(after)).not.toEqual(json(before));
    expect((json(await read('/api/applications/my-applications', member)) as Array<{ status: string }>)[0]!.status).toBe('withdrawn');
  });

  it('a logout ends the kept answers of that session at once', async () => {
    const me = (await signedInUser(t.ctx, 'member')).cookie;
    await read('/api/applications/my-applications', me);
    expect((await read('/api/applications/my-applications', me)).fast).toBe(true);
    const out = await fetch(`${base}/api/unified-auth/logout`, { method: 'POST', headers: { cookie: me, origin: 'http://localhost:3000' } });
    expect(out.status).toBe(200);
    expect(await read('/api/applications/my-applications', me)).toMatchObject({ status: 401, fast: false });
    expect(json(await read('/api/unified-auth/status', me))).toMatchObject({ authenticated: false });
  });
});

/** The store itself, on a bare Fastify app whose hook plays the session plugin: expiry and bounds. */
describe('personal reads: expiry and memory bounds', () => {
  const bus = createLocalChangeBus();
  const reads = createPersonalReads(bus, 3000, { entries: 3, bytes: 4000 });
  const app = Fastify();
  let loads = 0;
  app.decorateRequest('sessionHash', null);
  app.addHook('onRequest', async (request) => {
    request.sessionHash = (request.headers['x-session'] as string | undefined) ?? null;
  });
  app.get('/mine', (request, reply) => reads.serve(request, reply, async () => ({ loads: ++loads, pad: 'x'.repeat(Number(request.headers['x-pad'] ?? 0)) })));
  const get = async (session: string, pad = 0) =>
    (await app.inject({ url: '/mine', headers: { 'x-session': session, 'x-pad': String(pad) } })).json().loads as number;

  afterEach(() => vi.useRealTimers());
  afterAll(() => app.close());

  it('an answer lives ttlMs, then loads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await get('a');
    expect(await get('a')).toBe(first);
    vi.setSystemTime(Date.now() + 2999);
    expect(await get('a')).toBe(first);
    vi.setSystemTime(Date.now() + 2);
    expect(await get('a')).toBe(first + 1);
  });

  it('keeps at most `entries` answers and `bytes` bytes, the oldest out first', async () => {
    bus.publish('write');
    for (const session of ['s1', 's2', 's3', 's4']) await get(session);
    expect(reads.size()).toBe(3);
    const s2 = await get('s2');
    expect(await get('s2')).toBe(s2); // still kept
    const s1 = await get('s1'); // was dropped: loads again
    expect(s1).toBeGreaterThan(s2);
    const big = await get('big', 3950); // over the byte budget with the others: the oldest go
    expect(reads.bytes()).toBeLessThanOrEqual(4000);
    expect(reads.size()).toBeLessThan(3);
    expect(await get('big', 3950)).toBe(big);
    bus.publish('write');
    expect(reads.size()).toBe(0);
    expect(reads.bytes()).toBe(0);
  });

  it('a request without a session is answered but never kept', async () => {
    bus.publish('write');
    const res = await app.inject({ url: '/mine' });
    expect(res.statusCode).toBe(200);
    expect(reads.size()).toBe(0);
  });
});
