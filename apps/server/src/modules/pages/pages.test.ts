import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

describe.each(testDialects())('content pages on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let manager: string;

  const put = (key: string, body: unknown, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/pages/${key}`, payload: body as object, headers: cookie ? { cookie } : {} });
  const get = (key: string) => t.app.inject({ method: 'GET', url: `/api/pages/${key}` });
  const valid = { title: 'Server Guidelines', subtitle: 'Read before you play', content: '<p>Be <strong>kind</strong>.</p>' };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    member = (await signedInUser(t.ctx, 'member')).cookie;
    manager = (await signedInUser(t.ctx, 'manager')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 for a known page that was never saved (the browser shows its built-in content)', async () => {
    const res = await get('donation-tos');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('This page has no saved content yet.');
  });

  it('answers 404 for a page key that does not exist, on read and on write', async () => {
    expect((await get('about-us')).statusCode).toBe(404);
    const res = await put('about-us', valid, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('There is no page called "about-us".');
    expect(await t.ctx.db.selectFrom('page_contents').select('page_key').where('page_key', '=', 'about-us').execute()).toEqual([]);
  });

  it('refuses signed-out visitors (401) and members or managers (403)', async () => {
    expect((await put('guidelines', valid)).statusCode).toBe(401);
    const asMember = await put('guidelines', valid, member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error).toBe('Access denied. Admin privileges required.');
    expect((await put('guidelines', valid, manager)).statusCode).toBe(403);
    expect((await get('guidelines')).statusCode).toBe(404);
  });

  it('lets an admin save a page, answers {pageContent}, and serves it publicly', async () => {
    const res = await put('guidelines', valid, admin);
    expect(res.statusCode).toBe(200);
    const { pageContent } = res.json();
    expect(pageContent).toMatchObject({
      pageKey: 'guidelines',
      title: 'Server Guidelines',
      subtitle: 'Read before you play',
      content: '<p>Be <strong>kind</strong>.</p>',
    });
    expect(Date.parse(pageContent.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const read = await get('guidelines');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(pageContent);
    expect(read.headers['cache-control']).toBe('no-cache');
  });

  it('replaces the content on a second save (one row per page) and stores an empty subtitle as null', async () => {
    await put('donation-tos', valid, admin);
    const res = await put('donation-tos', { title: '  Donation Terms  ', subtitle: '', content: '<p>All sales are final.</p>' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().pageContent).toMatchObject({ title: 'Donation Terms', subtitle: null, content: '<p>All sales are final.</p>' });
    const rows = await t.ctx.db.selectFrom('page_contents').select(['page_key', 'updated_by']).where('page_key', '=', 'donation-tos').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updated_by).toBeTypeOf('number');
    const noSubtitle = await put('donation-tos', { title: 'Donation Terms', content: '<p>x</p>' }, admin);
    expect(noSubtitle.json().pageContent.subtitle).toBeNull();
  });

  it('sanitizes content before storing: scripts, event handlers, javascript: URLs and forbidden tags go', async () => {
    const hostile =
      '<p onclick="steal()">Hello</p><script>alert(1)</script><a href="javascript:alert(1)">bad</a><a href="https://ok.test">ok</a>' +
      '<iframe src="https://evil.test"></iframe><form><input value="x"><textarea>t</textarea><button>b</button><select><option>o</option></select></form>' +
      '<object data="x"></object><embed src="y"><applet></applet><meta http-equiv="refresh" content="0"><link rel="stylesheet" href="x"><style>p{}</style><base href="/">' +
      '<frameset><frame src="x"></frameset><noscript>ns</noscript><ul><li><em>kept</em></li></ul>';
    const res = await put('guidelines', { title: 'T', content: hostile }, admin);
    expect(res.statusCode).toBe(200);
    const stored = (await get('guidelines')).json().content as string;
    expect(stored).toBe(
      '<p>Hello</p><a target="_blank" rel="noopener noreferrer nofollow">bad</a><a href="https://ok.test" target="_blank" rel="noopener noreferrer nofollow">ok</a><ul><li><em>kept</em></li></ul>',
    );
  });

  it('refuses NUL characters in content, title and subtitle (PostgreSQL cannot store them; was a 500; D43 j)', async () => {
    const res = await put('donation-tos', { title: 'Terms', content: '<p>a\u0000b</p><a href="https://ok.test" title="t\u0000">l</a>' }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('control character');
    for (const body of [
      { title: 'T\u0000', content: '<p>x</p>' },
      { title: 'T', subtitle: 's\u0000', content: '<p>x</p>' },
    ]) {
      const bad = await put('donation-tos', body, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/contains a character that is not allowed|control character/);
    }
  });

  it.each([
    [{ title: '', content: '<p>x</p>' }, 'Title is required'],
    [{ title: '   ', content: '<p>x</p>' }, 'Title is required'],
    [{ content: '<p>x</p>' }, 'Title is required'],
    [{ title: 'x'.repeat(201), content: '<p>x</p>' }, 'Title must be at most 200 characters'],
    [{ title: 'T', subtitle: 's'.repeat(301), content: '<p>x</p>' }, 'Subtitle must be at most 300 characters'],
    [{ title: 'T' }, 'Content is required'],
    [{ title: 'T', content: `<p>${'a'.repeat(100_001)}</p>` }, 'Content must be at most 100 KB of HTML'],
    [{ title: 'T', content: '<script>alert(1)</script><img src=x>' }, 'Content is empty once HTML that is not allowed is removed'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const before = (await get('guidelines')).body;
    const res = await put('guidelines', body, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await get('guidelines')).body).toBe(before);
  });
});
