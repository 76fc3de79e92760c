import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeA2s, type FakeA2s } from '../../testing/fake-a2s.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, everyTypeForm } from '../../testing/fixtures/forms.ts';
import { setFormActive } from '../forms/forms-write.service.ts';
import { recordAudit } from './audit.queries.ts';

describe.each(testDialects())('audit entries of staff actions on %s', (dialect) => {
  let t: TestApp;
  let game: FakeA2s;
  let admin: { cookie: string; id: number };

  beforeAll(async () => {
    game = await startFakeA2s({ name: 'Audit RP', map: 'gm_flatgrass', players: 3, maxPlayers: 32 });
    t = await buildTestApp(dialect);
    const signed = await signedInUser(t.ctx, 'admin');
    admin = { cookie: signed.cookie, id: signed.user.id };
  });
  afterAll(async () => {
    await t.close();
    await game.close();
  });
  beforeEach(() => t.ctx.db.deleteFrom('audit_log').execute());

  const entries = () => t.ctx.db.selectFrom('audit_log').select(['actor_id', 'action', 'target_type', 'target_id', 'summary']).orderBy('id').execute();
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });

  it('records create, update, toggle and delete of a form with what changed', async () => {
    const form = await createForm(t, admin.cookie, everyTypeForm({ title: 'Staff Application' }));
    const questions = form.questions.map((q) => ({ ...q, question: q.title, required: q.isRequired }));
    questions[0]!.question = 'Your in-game name';
    const edited = await send('PUT', `/api/admin/applications/${form.id}`, {
      ...everyTypeForm({ title: 'Staff Application 2026' }),
      questions: [...questions.slice(0, 6), { type: 'short_text', question: 'Discord tag?' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await send('PATCH', `/api/admin/applications/${form.id}/toggle`, { isActive: false })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/applications/${form.id}`)).statusCode).toBe(200);

    const target = { actor_id: admin.id, target_type: 'form', target_id: String(form.id) };
    expect(await entries()).toEqual([
      { ...target, action: 'form.create', summary: "Created application 'Staff Application' with 7 questions" },
      { ...target, action: 'form.update', summary: "'Staff Application 2026': Changed title; questions: 1 added, 1 edited, 1 removed" },
      { ...target, action: 'form.toggle', summary: "Deactivated 'Staff Application 2026'" },
      { ...target, action: 'form.delete', summary: "Deleted application 'Staff Application 2026' and 0 responses" },
    ]);
  });

  it('records a page edit and the add, refresh and delete of a server', async () => {
    const page = await send('PUT', '/api/admin/pages/guidelines', { title: 'Rules', subtitle: null, content: '<p>Be kind.</p>' });
    expect(page.statusCode, page.body).toBe(200);
    await send('PUT', '/api/admin/pages/guidelines', { title: 'Rules', subtitle: null, content: '<p>Be kind to everyone.</p>' });
    const added = await send('POST', '/api/servers/admin', { address: `127.0.0.1:${game.port}`, name: 'Main' });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json<{ id: number }>().id;
    expect((await send('POST', `/api/servers/admin/${id}/refresh`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/servers/admin/${id}`)).statusCode).toBe(200);

    expect((await entries()).map((e) => [e.action, e.target_id, e.summary])).toEqual([
      ['page.update', 'guidelines', "Edited page 'Rules' (first version)"],
      ['page.update', 'guidelines', "Edited page 'Rules' (content)"],
      ['server.add', String(id), `Added server 'Main' (127.0.0.1:${game.port})`],
      ['server.refresh', String(id), "Refreshed 'Main'"],
      ['server.delete', String(id), "Deleted server 'Main'"],
    ]);
  });

  it('writes nothing when the action fails, and the action does not happen when its entry cannot be written', async () => {
    const form = await createForm(t, admin.cookie, everyTypeForm({ title: 'Atomic' }));
    await t.ctx.db.deleteFrom('audit_log').execute();
    // The entry and the action are one transaction: an actor that does not exist fails the entry…
    await expect(setFormActive(t.ctx.db, form.id, false, 2_000_000_000)).rejects.toThrow();
    // …and the form stays active.
    const row = await t.ctx.db.selectFrom('forms').select('is_active').where('id', '=', form.id).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(1);
    expect(await entries()).toEqual([]);

    // An entry written inside a transaction that rolls back is gone with it.
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { actorId: admin.id, action: 'form.toggle', targetType: 'form', targetId: form.id, summary: 'x' });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await entries()).toEqual([]);

    // A refused request (validation) leaves no entry either.
    expect((await send('PUT', `/api/admin/applications/${form.id}`, { title: '', questions: [] })).statusCode).toBe(400);
    expect(await entries()).toEqual([]);
  });
});
