import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../testing/build-test-app.ts';
import { startFakeSteam, type FakeSteam } from '../testing/fake-steam.ts';
import { createForm, everyTypeForm, validAnswers } from '../testing/fixtures/forms.ts';
import { testDialects } from '../testing/test-db.ts';

/**
 * D43 (f): text from members and third parties (answers, notes, names, Workshop titles) leaves every
 * server-rendered page whole, with the real built renderer (apps/web/dist-ssr, made by `npm test`'s
 * build). A page was once assembled with String.replace, which reads `$&`, `` $` `` and `$'` in the
 * replacement as patterns: an answer holding them tore the page into three <title>s and state that
 * did not parse.
 */
const webRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const built = existsSync(`${webRoot}/index.html`) && existsSync(`${webRoot}/../dist-ssr/server-render.js`);

/** What members may send (no control characters: D43 j refuses them). */
const MEMBER_TEXT = "I paid $` for VIP and $' too, $& $$ $1 $<name> </script><script>alert(1)</script> <!-- \u2028line\u2029para";
/** A site name an admin may type (D38: one line, at most 40 characters). */
const SITE_NAME = "$` $' $& </title><script>alert(1)";
/** What Discord and Steam may hand us: the same and control characters but NUL. */
const THIRD_PARTY_TEXT = `${MEMBER_TEXT} \u0007\u001b[31m\u007f`;

const rendered = (html: string, id: string) => {
  const match = new RegExp(`<script id="${id}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  expect(match, `#${id} missing`).not.toBeNull();
  return JSON.parse(match![1]!) as unknown;
};

describe.skipIf(!built).each(testDialects())('hostile text on every server-rendered page on %s', (dialect) => {
  let t: TestApp;
  let steam: FakeSteam;
  let admin: string;
  let member: string;
  const pages: Array<{ url: string; cookie?: string; shows?: string }> = [];

  beforeAll(async () => {
    steam = await startFakeSteam({
      collections: { '900': ['1001'] },
      files: { '1001': { title: THIRD_PARTY_TEXT, description: THIRD_PARTY_TEXT } },
    });
    // A render that misses its 1.5 s budget on a busy machine sends the plain page: here every page must render.
    t = await buildTestApp(dialect, steam.env(), { webRoot, renderBudgetMs: 60_000 });
    const adminUser = await signedInUser(t.ctx, 'admin');
    admin = adminUser.cookie;
    const applicant = await signedInUser(t.ctx, 'member');
    member = applicant.cookie;
    await t.ctx.db.updateTable('users').set({ display_name: THIRD_PARTY_TEXT }).where('id', '=', applicant.user.id).execute();

    const form = await createForm(t, admin, everyTypeForm({ title: 'Hostile $` Application' }));
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${form.slug}/submit`,
      headers: { cookie: member },
      payload: { answers: validAnswers(form, { 'In-game name': MEMBER_TEXT, 'Why you?': MEMBER_TEXT }) },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const responseId = submitted.json<{ response: { id: number } }>().response.id;
    const note = await t.app.inject({ method: 'POST', url: `/api/applications/response/${responseId}/notes`, headers: { cookie: admin }, payload: { body: MEMBER_TEXT } });
    expect(note.statusCode, note.body).toBe(201);
    const page = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/guidelines',
      headers: { cookie: admin },
      payload: { title: 'Guidelines', subtitle: null, content: `<p>${MEMBER_TEXT.replace(/</g, '&lt;')}</p>` },
    });
    expect(page.statusCode, page.body).toBe(200);
    // D38, D39: the site's own name and a custom page's title are text an admin types: the same rules.
    const site = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { cookie: admin },
      payload: {
        identity: { name: SITE_NAME, tagline: SITE_NAME, description: MEMBER_TEXT.replace(/[\u2028\u2029]/g, ' '), accentColor: '#22d3ee', discordInviteUrl: 'https://discord.gg/x' },
        footer: { text: MEMBER_TEXT, links: [{ label: SITE_NAME, url: 'https://example.test/?q=$\'' }] },
      },
    });
    expect(site.statusCode, site.body).toBe(200);
    const custom = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages',
      headers: { cookie: admin },
      payload: { slug: 'hostile', title: SITE_NAME, content: `<p>${MEMBER_TEXT.replace(/</g, '&lt;')}</p>`, visibility: 'public', placement: 'nav', position: 0 },
    });
    expect(custom.statusCode, custom.body).toBe(201);
    const server = await t.ctx.db
      .insertInto('servers')
      .values({ host: '203.0.113.60', port: 27015, workshop_collection_id: '900', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();

    pages.push(
      { url: '/' },
      { url: '/guidelines', shows: "$' too" },
      { url: '/donation-tos' },
      { url: '/login' },
      { url: '/servers', cookie: member },
      { url: '/server-status', cookie: member },
      { url: `/server/${server.id}/mods`, cookie: member, shows: '\u001b[31m' },
      { url: '/applications', cookie: member },
      { url: '/dashboard', cookie: member, shows: '\u0007' },
      { url: '/my-responses', cookie: member },
      { url: '/admin', cookie: admin },
      { url: '/admin/applications', cookie: admin },
      { url: '/admin/responses', cookie: admin, shows: '\u007f' },
      { url: `/admin/application/${responseId}`, cookie: admin, shows: 'I paid $` for VIP' },
      { url: '/admin/users', cookie: admin, shows: '\u2028line' },
      { url: '/admin/audit-log', cookie: admin },
      { url: '/admin/system-status', cookie: admin },
      { url: '/p/hostile', shows: "$' too" },
      { url: '/admin/site', cookie: admin },
      { url: '/admin/pages', cookie: admin },
    );
  });
  afterAll(async () => {
    await t?.close();
    await steam?.close();
  });

  it('every page has one <title>, one root, settings and state that parse, and the hostile text as data', async () => {
    for (const page of pages) {
      const res = await t.app.inject({ url: page.url, headers: page.cookie ? { cookie: page.cookie } : {} });
      expect(res.statusCode, page.url).toBe(200);
      const html = res.body;
      expect(html.match(/<title>/g)?.length, `${page.url}: <title> count`).toBe(1);
      // The site's name reaches the head as text: in the title, the description and the Open Graph tags.
      expect(html, page.url).toContain(`<meta property="og:site_name" content="$\` $&#39; $&amp; &lt;/title&gt;&lt;script&gt;alert(1)" />`);
      expect(html.match(/<\/title>/g)?.length, `${page.url}: </title> count`).toBe(1);
      expect(html.match(/<div id="root">/g)?.length, `${page.url}: root count`).toBe(1);
      expect(html.match(/<script id="ssr-state"/g)?.length, `${page.url}: state count`).toBe(1);
      // Nothing a member wrote became markup: their script never reached the page as a tag.
      expect(html, page.url).not.toContain('<script>alert(1)</script>');
      rendered(html, 'site-config');
      const state = JSON.stringify(rendered(html, 'ssr-state'));
      if (page.shows) expect(state, `${page.url} shows the text as written`).toContain(JSON.stringify(page.shows).slice(1, -1));
      expect(html, page.url).toContain('id="app-boot"');
      expect(html.trimEnd().endsWith('</html>'), `${page.url} ends whole`).toBe(true);
    }
  });
});
