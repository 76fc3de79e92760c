import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

describe.each(testDialects())('custom pages and navigation (D39) on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  const valid = { slug: 'about-us', title: 'About us', content: '<p>Who we are.</p>', visibility: 'public', placement: 'nav', position: 5 };
  const create = (payload: object, cookie = admin) => t.app.inject({ method: 'POST', url: '/api/admin/pages', headers: { cookie }, payload });
  const edit = (slug: string, payload: object, cookie = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/pages/${slug}`, headers: { cookie }, payload });
  const remove = (slug: string, cookie = admin) => t.app.inject({ method: 'DELETE', url: `/api/admin/pages/${slug}`, headers: { cookie } });
  const list = async (cookie?: string) =>
    (await t.app.inject({ url: '/api/pages', headers: cookie ? { cookie } : {} })).json() as Array<{ slug: string; path: string; placement: string }>;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    member = (await signedInUser(t.ctx, 'member')).cookie;
  });
  afterAll(() => t.close());

  it('lists the built-in pages on a fresh install (public, in the footer)', async () => {
    expect(await list()).toEqual([
      { slug: 'guidelines', title: 'Server Guidelines', visibility: 'public', placement: 'footer', position: 0, path: '/guidelines', builtIn: true },
      { slug: 'donation-tos', title: 'Terms Of Service', visibility: 'public', placement: 'footer', position: 0, path: '/donation-tos', builtIn: true },
    ]);
  });

  it('lets only admins create, edit and delete pages', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/pages', payload: valid })).statusCode).toBe(401);
    for (const kind of ['member', 'reviewer', 'manager'] as const) {
      const cookie = (await signedInUser(t.ctx, kind)).cookie;
      expect((await create(valid, cookie)).statusCode, kind).toBe(403);
      expect((await edit('guidelines', { title: 'x', content: '<p>x</p>' }, cookie)).statusCode).toBe(403);
      expect((await remove('about-us', cookie)).statusCode).toBe(403);
    }
  });

  it('creates a page (201, sanitized, audited) and serves it at GET /api/pages/{slug}', async () => {
    const res = await create({ ...valid, content: '<p onclick="x()">Who we are.</p><script>alert(1)</script>' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().page).toMatchObject({
      slug: 'about-us',
      title: 'About us',
      content: '<p>Who we are.</p>',
      visibility: 'public',
      placement: 'nav',
      position: 5,
    });
    const read = await t.app.inject('/api/pages/about-us');
    expect(read.statusCode).toBe(200);
    expect(read.json().content).toBe('<p>Who we are.</p>');
    const audit = await t.ctx.db.selectFrom('audit_log').select('summary').where('action', '=', 'page.create').execute();
    expect(audit.map((a) => a.summary)).toEqual(["Created page 'About us' at /p/about-us (public, nav)"]);
  });

  it.each([
    [{ ...valid, slug: 'About Us' }, 'slug', 'lower-case'],
    [{ ...valid, slug: '-about' }, 'slug', 'lower-case'],
    [{ ...valid, slug: 'a'.repeat(61) }, 'slug', 'at most 60'],
    [{ ...valid, slug: '' }, 'slug', 'Slug is required'],
    [{ ...valid, slug: 'new-one', title: '' }, 'title', 'Title is required'],
    [{ ...valid, slug: 'new-one', title: 't'.repeat(81) }, 'title', 'at most 80'],
    [{ ...valid, slug: 'new-one', position: 100 }, 'position', '0 to 99'],
    [{ ...valid, slug: 'new-one', position: 1.5 }, 'position', '0 to 99'],
    [{ ...valid, slug: 'new-one', visibility: 'staff' }, 'visibility', ''],
    [{ ...valid, slug: 'new-one', placement: 'header' }, 'placement', ''],
    [{ ...valid, slug: 'new-one', content: '<script>x</script>' }, 'content', 'Content is empty'],
  ])('refuses case %# with 400 naming %s', async (payload, field, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    if (field !== 'content') expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(`body.${field}`);
    expect((await list(admin)).map((p) => p.slug)).not.toContain('new-one');
  });

  it('answers 409 for a taken slug or a built-in one', async () => {
    expect((await create(valid)).statusCode).toBe(409);
    for (const slug of ['guidelines', 'donation-tos']) {
      const res = await create({ ...valid, slug });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('built-in');
    }
  });

  it("keeps the built-in pages' slug, visibility and placement; they cannot be deleted", async () => {
    const base = { title: 'Rules', content: '<p>Be kind.</p>' };
    for (const change of [{ slug: 'rules' }, { visibility: 'members' }, { placement: 'nav' }]) {
      const res = await edit('guidelines', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
    }
    expect((await edit('guidelines', { ...base, slug: 'guidelines', visibility: 'public', placement: 'footer', position: 3 })).statusCode).toBe(200);
    expect((await list()).find((p) => p.slug === 'guidelines')).toMatchObject({ title: 'Rules', position: 3, placement: 'footer', path: '/guidelines' });
    const res = await remove('guidelines');
    expect(res.statusCode).toBe(409);
    expect((await t.app.inject('/api/pages/guidelines')).statusCode).toBe(200);
  });

  it("hides members' pages from visitors: not listed, 401 to read; listed and readable signed in", async () => {
    expect(
      (await create({ slug: 'staff-handbook', title: 'Handbook', content: '<p>Secret.</p>', visibility: 'members', placement: 'footer', position: 1 }))
        .statusCode,
    ).toBe(201);
    expect((await list()).map((p) => p.slug)).not.toContain('staff-handbook');
    const visitor = await t.app.inject('/api/pages/staff-handbook');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain('Secret');
    expect((await list(member)).map((p) => p.slug)).toContain('staff-handbook');
    const read = await t.app.inject({ url: '/api/pages/staff-handbook', headers: { cookie: member } });
    expect(read.statusCode).toBe(200);
    expect(read.json().content).toBe('<p>Secret.</p>');
  });

  it('orders the list by position, then title', async () => {
    await create({ slug: 'zebra', title: 'Zebra', content: '<p>z</p>', visibility: 'public', placement: 'nav', position: 1 });
    await create({ slug: 'apple', title: 'Apple', content: '<p>a</p>', visibility: 'public', placement: 'none', position: 1 });
    expect((await list(member)).map((p) => p.slug)).toEqual(['donation-tos', 'apple', 'staff-handbook', 'zebra', 'guidelines', 'about-us']);
  });

  it('edits any field of a custom page (a new slug moves it; 409 when taken), audited', async () => {
    expect((await edit('zebra', { slug: 'apple' })).statusCode).toBe(409);
    expect((await edit('zebra', { slug: 'guidelines' })).statusCode).toBe(409);
    expect((await edit('zebra', { title: '' })).statusCode).toBe(400);
    const res = await edit('zebra', { slug: 'zebra-crossing', title: 'Zebra crossing', visibility: 'members', placement: 'footer', position: 9 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().page).toMatchObject({ slug: 'zebra-crossing', title: 'Zebra crossing', visibility: 'members', placement: 'footer', position: 9 });
    expect((await t.app.inject('/api/pages/zebra')).statusCode).toBe(404);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'page.update')
      .where('target_id', '=', 'zebra-crossing')
      .execute();
    expect(audit.map((a) => a.summary)).toEqual(["Edited page 'Zebra crossing' (slug, title, visibility, placement, position)"]);
    expect((await edit('no-such-page', { title: 'x' })).statusCode).toBe(404);
  });

  it('deletes a custom page (audited): it is gone from the list and answers 404', async () => {
    const res = await remove('apple');
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject('/api/pages/apple')).statusCode).toBe(404);
    expect((await list(admin)).map((p) => p.slug)).not.toContain('apple');
    expect((await remove('apple')).statusCode).toBe(404);
    const audit = await t.ctx.db.selectFrom('audit_log').select('summary').where('action', '=', 'page.delete').execute();
    expect(audit.map((a) => a.summary)).toEqual(["Deleted page 'Apple'"]);
  });
});
