import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../../testing/fake-webhook-receiver.ts';
import type { FakeRequest } from '../../testing/fake-http.ts';
import { testDialects } from '../../testing/test-db.ts';
import { everyTypeForm, validAnswers, submit, createForm } from '../../testing/fixtures/forms.ts';
import { createDeliveryWorker } from './delivery-worker.job.ts';
import { decide, deliveriesOf, drain, eventually, formWith, submitTo } from '../../testing/fixtures/deliveries.ts';
import { EMBED_LIMITS } from './channels/discord-embed.mappers.ts';

const secretOf = async (t: TestApp, formId: number) =>
  (await t.ctx.db.selectFrom('forms').select('webhook_secret').where('id', '=', formId).executeTakeFirstOrThrow()).webhook_secret!;

/** Verifies with the independent Standard Webhooks implementation (npm standardwebhooks). */
function verify(secret: string, request: FakeRequest): unknown {
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
  return new Webhook(secret).verify(request.body, headers);
}

describe.each(testDialects())('form webhooks on %s', (dialect) => {
  let t: TestApp;
  let discord: FakeDiscord;
  let receiver: FakeWebhookReceiver;
  let admin: string;
  let reviewer: string;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    receiver = await startFakeWebhookReceiver();
    t = await buildTestApp(dialect, { ...discord.env(), PUBLIC_URL: 'https://rp.example' });
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    reviewer = (await signedInUser(t.ctx, 'reviewer')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await discord.close();
  });

  it('a receiver failing twice then succeeding: delivered once, in order, every try signed (Standard Webhooks)', async () => {
    const path = `order-${dialect}`;
    const form = await formWith(t, admin, { title: 'Signed Form', webhookIncoming: receiver.hookUrl(path), webhookResponse: receiver.hookUrl(path) });
    const member = await signedInUser(t.ctx, 'member');
    receiver.script({ status: 503 }, { status: 500, body: 'oops' });
    const id = await submitTo(t, member.cookie, form);
    await decide(t, reviewer, id, { status: 'rejected', reviewNotes: 'Sorry' });
    const worker = createDeliveryWorker(t.ctx, t.app.log, { baseDelayMs: 30, maxDelayMs: 60 });
    worker.start();
    try {
      await eventually(
        async () => expect((await deliveriesOf(t, id)).filter((d) => d.kind === 'webhook').map((d) => d.status)).toEqual(['delivered', 'delivered']),
        8_000,
      );
    } finally {
      await worker.stop();
    }
    const hooks = receiver.hooks().filter((r) => r.url.pathname === `/hooks/${path}`);
    expect(hooks.map((h) => JSON.parse(h.body).type)).toEqual(['response.submitted', 'response.submitted', 'response.submitted', 'response.status_changed']);
    // The same message each time (one webhook-id), so a receiver can drop repeats; the decision only after it.
    expect(new Set(hooks.slice(0, 3).map((h) => h.headers['webhook-id'])).size).toBe(1);
    expect(hooks[3]!.headers['webhook-id']).not.toBe(hooks[0]!.headers['webhook-id']);
    const secret = await secretOf(t, form.id);
    for (const hook of hooks) expect(verify(secret, hook)).toBeTruthy();
    const decision = verify(secret, hooks[3]!) as Record<string, unknown>;
    expect(decision).toMatchObject({
      type: 'response.status_changed',
      data: {
        responseId: id,
        form: { id: form.id, title: 'Signed Form', type: 'application' },
        applicant: { discordId: member.user.discord_id, username: member.user.username, displayName: member.user.display_name },
        status: 'rejected',
        previousStatus: 'submitted',
        reviewNotes: 'Sorry',
        interviewDate: null,
      },
    });
    expect(hooks[0]!.headers['content-type']).toBe('application/json');
    const rows = (await deliveriesOf(t, id)).filter((d) => d.kind === 'webhook');
    expect(rows[0]).toMatchObject({ attempts: 3, last_error: null });
    // A wrong secret does not verify: the check above could fail.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        hooks[0]!.body,
        Object.fromEntries(Object.entries(hooks[0]!.headers).map(([k, v]) => [k, String(v)])),
      ),
    ).toThrow();
  });

  it('a 410 fails at once; a huge answer is not read', async () => {
    const gone = await formWith(t, admin, { webhookIncoming: receiver.hookUrl('gone') });
    const big = await formWith(t, admin, { webhookIncoming: receiver.hookUrl('big') });
    const member = await signedInUser(t.ctx, 'member');
    receiver.script({ status: 410, body: '{"error":"gone"}' });
    const goneId = await submitTo(t, member.cookie, gone);
    const worker = createDeliveryWorker(t.ctx, t.app.log);
    await drain(worker);
    expect((await deliveriesOf(t, goneId))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await deliveriesOf(t, goneId))[0]!.last_error).toContain('410');

    receiver.script({ status: 200, bodyBytes: 4 * 1024 * 1024 });
    const other = await signedInUser(t.ctx, 'member');
    const bigId = await submitTo(t, other.cookie, big);
    const started = Date.now();
    await drain(worker);
    expect((await deliveriesOf(t, bigId))[0]).toMatchObject({ status: 'delivered' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("Discord webhook addresses get one embed within Discord's limits, sent with ?wait=true, nobody pinged, markdown escaped", async () => {
    const long = 'x'.repeat(3000);
    const questions = Array.from({ length: 30 }, (_, i) => ({ type: 'long_text', question: `Question ${i + 1} ${'q'.repeat(300)}`, required: true }));
    const form = await createForm(
      t,
      admin,
      everyTypeForm({
        title: `Embed ${'T'.repeat(190)}`,
        questions,
        webhookIncoming: `${discord.url}/api/webhooks/123456789/tok-en_1`,
        webhookResponse: `${discord.url}/api/webhooks/123456789/tok-en_1`,
      }),
    );
    const member = await signedInUser(t.ctx, 'member');
    await t.ctx.db.updateTable('users').set({ display_name: '**@everyone** <@1> _me_' }).where('id', '=', member.user.id).execute();
    const answers = form.questions.map((q) => ({ questionId: q.id, answer: `${long} @here *bold*` }));
    const res = await submit(t, member.cookie, form.slug, { answers });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ response: { id: number } }>().response.id;
    await decide(t, reviewer, id, { status: 'accepted', reviewNotes: 'Welcome `team`' });
    await drain(createDeliveryWorker(t.ctx, t.app.log));

    const posts = discord.requests.filter((r) => r.url.pathname === '/api/webhooks/123456789/tok-en_1');
    expect(posts).toHaveLength(2);
    for (const post of posts) {
      expect(post.url.searchParams.get('wait')).toBe('true');
      const body = JSON.parse(post.body) as { embeds: Array<Record<string, any>>; allowed_mentions: unknown };
      expect(body.allowed_mentions).toEqual({ parse: [] });
      expect(body.embeds).toHaveLength(1);
      const embed = body.embeds[0]!;
      expect(Array.from(embed.title as string).length).toBeLessThanOrEqual(EMBED_LIMITS.title);
      expect((embed.description as string).length).toBeLessThanOrEqual(EMBED_LIMITS.description);
      expect(embed.fields.length).toBeLessThanOrEqual(EMBED_LIMITS.fields);
      let total = embed.title.length + embed.description.length + (embed.footer?.text?.length ?? 0);
      for (const field of embed.fields) {
        expect(field.name.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldName);
        expect(field.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
        total += field.name.length + field.value.length;
      }
      expect(total).toBeLessThanOrEqual(EMBED_LIMITS.total);
      expect(embed.url).toBe(`https://rp.example/admin/application/${id}`);
      expect(embed.description).toContain('\\*\\*@everyone\\*\\* \\<@1\\> \\_me\\_');
    }
    const submitted = JSON.parse(posts[0]!.body).embeds[0];
    expect(submitted.fields[0].value.endsWith('…')).toBe(true);
    expect(submitted.fields.at(-1)).toMatchObject({ name: 'More', value: expect.stringMatching(/^\d+ more answers on the review screen\.$/) });
    expect(submitted.color).toBe(0x3b82f6);
    const decided = JSON.parse(posts[1]!.body).embeds[0];
    expect(decided.color).toBe(0x22c55e);
    expect(decided.fields).toContainEqual({ name: 'Notes', value: 'Welcome \\`team\\`' });
    expect((await deliveriesOf(t, id)).filter((d) => d.kind === 'webhook').map((d) => [d.status, d.target])).toEqual([
      ['delivered', `${discord.url}/api/webhooks/123456789/…`],
      ['delivered', `${discord.url}/api/webhooks/123456789/…`],
    ]);
  });

  it("'Send test' delivers a signed test event now and reports the answer", async () => {
    const form = await formWith(t, admin, { webhookIncoming: receiver.hookUrl('test-ok'), webhookResponse: receiver.hookUrl('test-bad') });
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${form.id}/webhook-test`,
      headers: { cookie: admin },
      payload: { target: 'incoming' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, status: 200, message: 'Delivered: the receiver answered 200.' });
    const hook = receiver.hooks().find((r) => r.url.pathname === '/hooks/test-ok')!;
    expect(verify(await secretOf(t, form.id), hook)).toMatchObject({ type: 'test', data: { form: { id: form.id } } });
    expect(String(hook.headers['webhook-id'])).toMatch(/^test_/);

    receiver.script({ status: 401, body: 'bad signature' });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${form.id}/webhook-test`,
      headers: { cookie: admin },
      payload: { target: 'response' },
    });
    expect(bad.json()).toEqual({ ok: false, status: 401, message: 'The receiver refused the message (401).' });

    const none = await formWith(t, admin, {});
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${none.id}/webhook-test`,
      headers: { cookie: admin },
      payload: { target: 'incoming' },
    });
    expect(missing.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/applications/${form.id}/webhook-test`,
          headers: { cookie: reviewer },
          payload: { target: 'incoming' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe.each(testDialects())('webhook addresses are checked at save and at connect (D24) on %s', (dialect) => {
  let t: TestApp;
  let receiver: FakeWebhookReceiver;
  let admin: string;

  beforeAll(async () => {
    receiver = await startFakeWebhookReceiver();
    t = await buildTestApp(dialect, { OUTBOUND_ALLOW_PRIVATE: 'false' });
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const ssrf = [
    'https://127.0.0.1/hook',
    'https://127.1/hook',
    'https://2130706433/hook',
    'https://0177.0.0.1/hook',
    'https://0x7f.0.0.1/hook',
    'https://0x7f000001/hook',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:7f00:1]/hook',
    'https://localhost/hook',
    'https://localhost./hook',
    'https://api.localhost/hook',
    'https://metadata.internal/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.1/hook',
    'https://172.16.5.4/hook',
    'https://192.168.1.10/hook',
    'https://100.64.0.1/hook',
    'https://0.0.0.0/hook',
    'https://[fd00::1]/hook',
    'https://[fe80::1]/hook',
    'https://224.0.0.1/hook',
    'https://user:pass@example.com/hook',
    'http://93.184.216.34/hook', // public, but not https
  ];

  it.each(ssrf)('refuses %s when the form is saved (400, nothing stored)', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/applications',
      headers: { cookie: admin },
      payload: everyTypeForm({ title: `SSRF ${url}`, webhookResponse: url }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/^Response webhook: /);
    expect(res.json().issues).toEqual([{ path: 'body.webhookResponse', message: expect.any(String) }]);
    expect(await t.ctx.db.selectFrom('forms').select('id').where('title', '=', `SSRF ${url}`).executeTakeFirst()).toBeUndefined();
  });

  it('an address that slipped past the save check is refused when connecting: failed, nothing reaches it', async () => {
    const form = await formWith(t, admin, {});
    // As if the address had been stored before the check existed, or its name now points inside.
    await t.ctx.db
      .updateTable('forms')
      .set({ webhook_incoming: receiver.hookUrl('inside').replace('http:', 'https:') })
      .where('id', '=', form.id)
      .execute();
    const member = await signedInUser(t.ctx, 'member');
    const res = await submit(t, member.cookie, form.slug, { answers: validAnswers(form) });
    const id = res.json<{ response: { id: number } }>().response.id;
    await drain(createDeliveryWorker(t.ctx, t.app.log));
    const [row] = await deliveriesOf(t, id);
    expect(row).toMatchObject({ kind: 'webhook', status: 'failed', attempts: 1 });
    expect(row!.last_error).toMatch(/^Address refused: /);
    expect(receiver.hooks()).toHaveLength(0);
  });
});
