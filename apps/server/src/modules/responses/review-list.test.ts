import { formTypes, responseStatuses, type AdminFormDetail } from '@crp/shared';
import { Migrator, sql } from 'kysely';
import { migrations } from '../../db/migrations/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { upsertDiscordUser } from '../users/index.ts';
import { createForm, everyTypeForm, get, setStatus } from '../../testing/fixtures/forms.ts';
import { apply, list } from '../../testing/fixtures/review.ts';
import { listPage, memberTotalColumns, resolveFilter } from './review.queries.ts';

const member = { isAdmin: false, canManageApplications: false, canReviewApplications: false, canManageStore: false };

describe.each(testDialects())('review list: filters, search, pagination, counters on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let reviewer: string;
  let staff: AdminFormDetail;
  let builder: AdminFormDetail;
  let survey: AdminFormDetail;
  /** id → what the list must say about it */
  const made: Array<{ id: number; formId: number; type: 'application' | 'survey'; status: string; who: string }> = [];

  /** A member with a chosen name applies; then the response is moved to `status`. */
  async function seed(
    form: AdminFormDetail,
    type: 'application' | 'survey',
    status: string,
    who: { discordId: string; username: string; displayName: string | null },
  ) {
    const cookie = (await signedInUser(t.ctx, 'member', who.discordId)).cookie;
    // signedInUser names its users itself: the chosen names go on afterwards.
    await upsertDiscordUser(t.ctx.db, { ...who, avatar: null, email: null, roles: [] }, member);
    const { id } = await apply(t, form, cookie);
    if (status !== 'submitted') await setStatus(t, id, status);
    made.push({ id, formId: form.id, type, status, who: who.username });
    return id;
  }

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    reviewer = (await signedInUser(t.ctx, 'reviewer')).cookie;
    staff = await createForm(t, admin, everyTypeForm({ title: 'Staff Application' }));
    builder = await createForm(t, admin, everyTypeForm({ title: 'Builder 100% Application' }));
    survey = await createForm(t, admin, { title: 'Feedback Survey', type: 'survey', questions: [{ question: 'Ideas?', required: false }] });
    const people = [
      { discordId: '555000000000000001', username: 'zara_q', displayName: 'Zara Quinn' },
      { discordId: '555000000000000002', username: 'max_power', displayName: 'Max Power' },
      { discordId: '555000000000000003', username: 'under_score', displayName: null },
      { discordId: '555000000000000004', username: 'ellie', displayName: 'ÉLLIE Ströme' },
    ];
    const plan: Array<[AdminFormDetail, 'application' | 'survey', string, number]> = [
      [staff, 'application', 'submitted', 0],
      [staff, 'application', 'under_review', 1],
      [staff, 'application', 'pending_interview', 2],
      [staff, 'application', 'accepted', 3],
      [builder, 'application', 'submitted', 1],
      [builder, 'application', 'rejected', 0],
      [builder, 'application', 'withdrawn', 2],
      [survey, 'survey', 'submitted', 0],
      [survey, 'survey', 'submitted', 1],
      [survey, 'survey', 'submitted', 3],
    ];
    for (const [form, type, status, person] of plan) await seed(form, type, status, people[person]!);
  });
  afterAll(() => t.close());

  const newestFirst = () => [...made].sort((a, b) => b.id - a.id);

  it('counters over every response whatever the filters (D2 meanings)', async () => {
    const expected = { total: 10, applications: 7, surveys: 3, pendingReview: 6, pendingInterview: 1 };
    for (const query of ['', 'tab=surveys', 'status=accepted', `formId=${staff.id}`, 'q=zara', 'page=9']) {
      expect((await list(t, reviewer, query)).counts, query).toEqual(expected);
    }
  });

  it('list items: form as application or survey, applicant, status, dates; newest first', async () => {
    const page = await list(t, reviewer, 'pageSize=100');
    expect(page.responses.map((r) => r.id)).toEqual(newestFirst().map((m) => m.id));
    const first = page.responses.find((r) => r.id === made[0]!.id)!;
    expect(first).toEqual({
      id: made[0]!.id,
      formId: staff.id,
      type: 'application',
      application: { title: 'Staff Application' },
      user: { displayName: 'Zara Quinn', username: 'zara_q', discordId: '555000000000000001' },
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      createdAt: expect.any(String),
      status: 'submitted',
      assignedTo: null,
      votes: { approve: 0, deny: 0, required: 0 },
      messages: { count: 0, lastFrom: null },
      overdue: false,
    });
    const surveyItem = page.responses.find((r) => r.type === 'survey')!;
    expect(surveyItem.survey).toEqual({ title: 'Feedback Survey' });
    expect(surveyItem.application).toBeUndefined();
    // No display name: the username stands in.
    expect(page.responses.find((r) => r.user.username === 'under_score')!.user.displayName).toBe('under_score');
    const oldest = await list(t, reviewer, 'pageSize=100&sort=oldest');
    expect(oldest.responses.map((r) => r.id)).toEqual(
      newestFirst()
        .map((m) => m.id)
        .reverse(),
    );
  });

  it('pagination: pages partition the filtered rows; total counts the filtered rows', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const res = await list(t, reviewer, `pageSize=3&page=${page}`);
      expect(res).toMatchObject({ page, pageSize: 3, total: 10 });
      expect(res.responses.length).toBe(page < 4 ? 3 : 1);
      seen.push(...res.responses.map((r) => r.id));
    }
    expect(seen).toEqual(newestFirst().map((m) => m.id));
    expect((await list(t, reviewer, 'pageSize=3&page=5')).responses).toEqual([]);
    const apps = await list(t, reviewer, 'tab=applications&pageSize=2&page=2');
    expect(apps.total).toBe(7);
    expect(apps.responses.map((r) => r.id)).toEqual(
      newestFirst()
        .filter((m) => m.type === 'application')
        .slice(2, 4)
        .map((m) => m.id),
    );
  });

  it.each([
    ['tab=applications', (m: (typeof made)[number]) => m.type === 'application'],
    ['tab=surveys', (m: (typeof made)[number]) => m.type === 'survey'],
    ['tab=all&status=', () => true],
    ['status=submitted', (m: (typeof made)[number]) => m.status === 'submitted'],
    ['status=pending_review', (m: (typeof made)[number]) => m.status === 'submitted' || m.status === 'under_review'],
    ['status=withdrawn', (m: (typeof made)[number]) => m.status === 'withdrawn'],
    ['tab=applications&status=submitted', (m: (typeof made)[number]) => m.type === 'application' && m.status === 'submitted'],
    ['tab=surveys&status=accepted', () => false],
  ])('filter %s', async (query, keep) => {
    const res = await list(t, reviewer, `${query}&pageSize=100`);
    const expected = newestFirst().filter(keep);
    expect(res.responses.map((r) => r.id)).toEqual(expected.map((m) => m.id));
    expect(res.total).toBe(expected.length);
  });

  it('formId filter, alone and with status and search', async () => {
    const byForm = await list(t, reviewer, `formId=${builder.id}`);
    expect(byForm.total).toBe(3);
    expect(byForm.responses.every((r) => r.formId === builder.id)).toBe(true);
    expect((await list(t, reviewer, `formId=${builder.id}&status=rejected`)).total).toBe(1);
    expect((await list(t, reviewer, `formId=${builder.id}&q=zara`)).total).toBe(1);
    expect((await list(t, reviewer, 'formId=999999')).total).toBe(0);
  });

  it.each([
    ['zara', ['zara_q']],
    ['ZARA QU', ['zara_q']],
    ['max_pow', ['max_power']],
    ['POWER', ['max_power']],
    ['5550000000000000', ['zara_q', 'max_power', 'under_score', 'ellie']],
    ['000000000000003', ['under_score']],
    ['03', ['under_score']],
    ['ströme', ['ellie']],
    ['feedback', null],
    ['100%', null],
    ['under_', ['under_score']],
    ['_', ['under_score', 'zara_q', 'max_power']],
    ['%', null],
    ['nobody-at-all', []],
  ])('search %s', async (q, users) => {
    const res = await list(t, reviewer, `q=${encodeURIComponent(q)}&pageSize=100`);
    let expected = newestFirst();
    if (q === 'feedback') expected = expected.filter((m) => m.formId === survey.id);
    else if (q === '100%' || q === '%') expected = expected.filter((m) => m.formId === builder.id);
    else expected = expected.filter((m) => users!.includes(m.who));
    expect(
      res.responses.map((r) => r.id),
      q,
    ).toEqual(expected.map((m) => m.id));
    expect(res.total).toBe(expected.length);
  });

  it('search matching users and forms at once: union without duplicates, right total and pages', async () => {
    expect((await list(t, reviewer, 'q=application&pageSize=100')).total).toBe(7);
    // 'er' matches the form 'Builder…' and the members max_power and under_score, who also answered it.
    const expected = newestFirst().filter((m) => m.formId === builder.id || ['max_power', 'under_score'].includes(m.who));
    expect(expected.length).toBe(6);
    expect((await list(t, reviewer, 'q=er&pageSize=4')).total).toBe(6);
    const all: number[] = [];
    for (let page = 1; page <= 2; page += 1) all.push(...(await list(t, reviewer, `q=er&pageSize=4&page=${page}`)).responses.map((r) => r.id));
    expect(all).toEqual(expected.map((m) => m.id));
  });

  it('bad queries are 400 in the one error shape', async () => {
    for (const query of [
      'pageSize=101',
      'pageSize=0',
      'page=0',
      'page=-1',
      'page=01',
      'status=approved',
      'tab=other',
      'sort=random',
      'formId=abc',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await get(t, `/api/applications/responses?${query}`, reviewer);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String), code: 'validation_failed' });
    }
  });

  it('counters follow every write: decisions, withdrawals, a form changing type, a form deleted with its responses', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Temporary' }));
    const one = await apply(t, form);
    await apply(t, form);
    let counts = (await list(t, reviewer)).counts;
    expect(counts).toMatchObject({ total: 12, applications: 9, pendingReview: 8 });
    await t.app.inject({ method: 'PATCH', url: `/api/applications/response/${one.id}/withdraw`, headers: { cookie: one.cookie } });
    counts = (await list(t, reviewer)).counts;
    expect(counts).toMatchObject({ total: 12, pendingReview: 7 });
    await t.ctx.db.updateTable('forms').set({ type: 'survey' }).where('id', '=', form.id).execute();
    counts = (await list(t, reviewer)).counts;
    expect(counts).toMatchObject({ total: 12, applications: 7, surveys: 5 });
    expect((await list(t, reviewer, `tab=surveys&formId=${form.id}`)).total).toBe(2);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/applications/${form.id}`, headers: { cookie: admin } });
    expect(del.statusCode, del.body).toBeLessThan(300);
    counts = (await list(t, reviewer)).counts;
    expect(counts).toEqual({ total: 10, applications: 7, surveys: 3, pendingReview: 6, pendingInterview: 1 });
    // The counters agree with a full aggregate.
    const rows = await t.ctx.db.selectFrom('form_responses').select(['form_type', 'status']).execute();
    expect(rows.length).toBe(counts.total);
    expect(rows.filter((r) => r.form_type === 'survey').length).toBe(counts.surveys);
    // So do the per-member totals a broad search counts with on PostgreSQL (0019).
    if (dialect === 'postgres') await expectMemberTotalsExact();
  });

  /** member_response_totals (PostgreSQL) against a full aggregate of form_responses, member by member. */
  async function expectMemberTotalsExact() {
    const grouped = await t.ctx.db
      .selectFrom('form_responses')
      .select((eb) => ['user_id', 'form_type', 'status', eb.fn.countAll<number>().as('n')])
      .groupBy(['user_id', 'form_type', 'status'])
      .execute();
    const expected = grouped.map((r) => `${r.user_id}/${r.form_type}_${r.status}=${Number(r.n)}`).sort();
    const kept = (await t.ctx.db.selectFrom('member_response_totals').selectAll().execute()).flatMap((row) =>
      Object.entries(row)
        .filter(([column, n]) => column !== 'user_id' && Number(n) !== 0)
        .map(([column, n]) => `${row.user_id}/${column}=${Number(n)}`),
    );
    expect(kept.sort()).toEqual(expected);
  }

  it('PostgreSQL keeps a member total for every form type and status the site knows, and refuses a pair it has no column for', async () => {
    if (dialect !== 'postgres') return;
    const columns = (
      await sql<{
        name: string;
      }>`select column_name as name from information_schema.columns where table_name = 'member_response_totals' and table_schema = current_schema()`.execute(
        t.ctx.db,
      )
    ).rows.map((r) => r.name);
    expect(columns.filter((c) => c !== 'user_id').sort()).toEqual(memberTotalColumns({ tab: 'all' }).sort());
    expect(memberTotalColumns({ tab: 'all' })).toHaveLength(formTypes.length * responseStatuses.length);
    // A status no column counts fails the write (never silently wrong counts).
    const one = made[0]!;
    await expect(t.ctx.db.updateTable('form_responses').set({ status: 'archived' }).where('id', '=', one.id).execute()).rejects.toThrow(
      /no column for application_archived/,
    );
    const stored = await t.ctx.db.selectFrom('form_responses').select('status').where('id', '=', one.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe(one.status);
    await expectMemberTotalsExact();
  });

  it('migration 0019 goes down to per-pair counters and up again with the same counts (PostgreSQL)', async () => {
    if (dialect !== 'postgres') return;
    const schema = (await sql<{ name: string }>`select current_schema() as name`.execute(t.ctx.db)).rows[0]!.name;
    const migrator = new Migrator({
      db: t.ctx.db,
      provider: { getMigrations: async () => migrations },
      allowUnorderedMigrations: true,
      migrationTableSchema: schema,
    });
    // Down to just before 0019 (the later migrations go down first, in order).
    const down = await migrator.migrateTo('0018_counter_shards');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName).at(-1)).toBe('0019_member_response_totals');
    const pairs = await sql<{ n: number }>`select count(*)::int as n from form_responses r
      where not exists (select 1 from member_response_counters c where c.user_id = r.user_id and c.form_type = r.form_type and c.status = r.status)`.execute(
      t.ctx.db,
    );
    expect(pairs.rows[0]!.n).toBe(0);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await expectMemberTotalsExact();
  });

  it('counters stay exact under concurrent submits and withdrawals (PostgreSQL counts them in shards, 0018)', async () => {
    const form = await createForm(t, admin, { title: 'Crowded', type: 'application', questions: [{ question: 'Why?', required: true }] });
    const before = (await list(t, reviewer)).counts;
    const made = await Promise.all(Array.from({ length: 16 }, () => apply(t, form)));
    await Promise.all(
      made.slice(0, 6).map(async (one) => {
        const res = await t.app.inject({ method: 'PATCH', url: `/api/applications/response/${one.id}/withdraw`, headers: { cookie: one.cookie } });
        expect(res.statusCode, res.body).toBe(200);
      }),
    );
    const counts = (await list(t, reviewer)).counts;
    expect(counts).toEqual({ ...before, total: before.total + 16, applications: before.applications + 16, pendingReview: before.pendingReview + 10 });
    if (dialect !== 'postgres') return;
    // Concurrent transactions ran on several connections, so they counted into several shards.
    const shards = await t.ctx.db.selectFrom('response_counters').select('shard').distinct().execute();
    expect(shards.length).toBeGreaterThan(1);
    await expectMemberTotalsExact();
  });

  it('roles: signed out 401, member and manager 403 with the text, reviewer and admin 200', async () => {
    const some = made[0]!.id;
    const calls = [
      { method: 'GET' as const, url: '/api/applications/responses' },
      { method: 'GET' as const, url: '/api/applications/responses.csv' },
      { method: 'GET' as const, url: `/api/applications/response/${some}` },
      { method: 'PATCH' as const, url: `/api/applications/response/${some}/status`, payload: { status: 'bogus' } },
    ];
    const memberCookie = (await signedInUser(t.ctx, 'member')).cookie;
    const manager = (await signedInUser(t.ctx, 'manager')).cookie;
    for (const call of calls) {
      expect((await t.app.inject({ ...call })).statusCode, call.url).toBe(401);
      for (const cookie of [memberCookie, manager]) {
        const res = await t.app.inject({ ...call, headers: { cookie } });
        expect(res.statusCode, call.url).toBe(403);
        expect(res.json().message).toBe('Access denied. Admin privileges required.');
      }
      for (const cookie of [reviewer, admin]) {
        const res = await t.app.inject({ ...call, headers: { cookie } });
        // The PATCH carries a bad status: rights pass, then the body is refused.
        expect(res.statusCode, call.url).toBe(call.method === 'PATCH' ? 400 : 200);
      }
    }
  });

  it('the list answer shape is exactly the shared schema', async () => {
    const res = await list(t, reviewer, 'tab=applications&pageSize=1');
    expect(Object.keys(res).sort()).toEqual(['counts', 'page', 'pageSize', 'responses', 'total']);
    expect(Object.keys(res.responses[0]!).sort()).toEqual(
      // votes (D30), messages (D31) and overdue (D42) extend admin-area §3.1's item.
      ['application', 'assignedTo', 'createdAt', 'formId', 'id', 'messages', 'overdue', 'status', 'submittedAt', 'type', 'user', 'votes'].sort(),
    );
  });

  it('a search matching hundreds of members (one list parameter, not one per member) finds their responses', async () => {
    // More matches than SQLite's inline IN list takes (500): the ids travel as one JSON / array parameter.
    const crowd = Array.from({ length: 700 }, (_, i) => ({
      discord_id: String(700000000000000000n + BigInt(i)),
      username: `crowdling_${i}`,
      display_name: null,
      email: null,
      avatar: null,
      discord_roles: '[]',
      is_admin: 0,
      can_manage_applications: 0,
      can_review_applications: 0,
      can_manage_store: 0,
      created_at: '2024-01-01T00:00:00.000Z',
    }));
    await t.ctx.db.insertInto('users').values(crowd).execute();
    const first = await seed(staff, 'application', 'submitted', { discordId: '700000000000009998', username: 'crowdling_first', displayName: null });
    const last = await seed(builder, 'application', 'accepted', { discordId: '700000000000009999', username: 'crowdling_last', displayName: null });
    const all = await list(t, reviewer, 'q=crowdling&pageSize=100');
    expect(all.total).toBe(2);
    expect(all.responses.map((r) => r.id).sort()).toEqual([first, last].sort());
    const accepted = await list(t, reviewer, 'q=crowdling&status=accepted');
    expect(accepted.total).toBe(1);
    expect(accepted.responses.map((r) => r.id)).toEqual([last]);
  });

  it('a member search pages the same whether SQLite walks the list or looks each member up', async () => {
    // 90 responses of the crowd above (702 members match "crowdling"), with ties on submitted_at.
    const crowd = await t.ctx.db.selectFrom('users').select('id').where('username', 'like', 'crowdling%').orderBy('id').execute();
    const rows = Array.from({ length: 90 }, (_, i) => {
      const at = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 3))).toISOString();
      return {
        form_id: staff.id,
        form_type: 'application',
        user_id: crowd[(i * 7) % crowd.length]!.id,
        status: i % 2 ? 'submitted' : 'accepted',
        submitted_at: at,
        created_at: at,
        updated_at: at,
        interview_availability: '[]',
      };
    });
    await t.ctx.db.insertInto('form_responses').values(rows).execute();
    for (const query of [{ sort: 'newest' as const }, { sort: 'oldest' as const }, { sort: 'newest' as const, status: 'submitted' as const }]) {
      const filter = await resolveFilter(t.ctx.db, dialect, { tab: 'all', q: 'crowdling', ...query });
      expect(Array.isArray(filter.match!.userIds) || dialect === 'postgres').toBe(true);
      const pages = async (walk: boolean) => {
        const ids: number[] = [];
        for (let page = 1; page <= 15; page += 1) ids.push(...(await listPage(t.ctx.db, filter, { page, pageSize: 7 }, walk)).map((r) => r.id));
        return ids;
      };
      const looked = await pages(false);
      expect(await pages(true), JSON.stringify(query)).toEqual(looked);
      const all = await list(t, reviewer, `q=crowdling&pageSize=100&sort=${query.sort}${query.status ? `&status=${query.status}` : ''}`);
      expect(looked).toEqual(all.responses.map((r) => r.id));
      // The route's own pages (it walks on SQLite for the first ones) agree.
      const second = await list(t, reviewer, `q=crowdling&pageSize=7&page=2&sort=${query.sort}${query.status ? `&status=${query.status}` : ''}`);
      expect(second.responses.map((r) => r.id)).toEqual(looked.slice(7, 14));
      expect(second.total).toBe(all.total);
    }
  });

  it('an e-mail address is never searched, whether few or hundreds of members match the term', async () => {
    // Every crowdling's e-mail carries "postbox"; only one has it in its name too.
    await t.ctx.db
      .updateTable('users')
      .set({ email: sql`username || '@postbox.example'` })
      .where('username', 'like', 'crowdling%')
      .execute();
    const named = await seed(survey, 'survey', 'submitted', { discordId: '700000000000009997', username: 'postbox_fan', displayName: null });
    await t.ctx.db.updateTable('users').set({ email: 'fan@postbox.example' }).where('username', '=', 'postbox_fan').execute();
    // "postbox" is in 703 members' e-mail (past the list PostgreSQL passes as ids): only the name counts.
    const broad = await list(t, reviewer, 'q=postbox');
    expect(broad.total).toBe(1);
    expect(broad.responses.map((r) => r.id)).toEqual([named]);
    expect((await list(t, reviewer, 'q=postbox&tab=surveys&status=submitted')).total).toBe(1);
    // A term only in e-mails (few members, then many) matches nothing.
    expect((await list(t, reviewer, 'q=fan@postbox')).total).toBe(0);
    expect((await list(t, reviewer, 'q=postbox.example')).total).toBe(0);
    // The same member is found by name, whatever their e-mail.
    expect((await list(t, reviewer, 'q=crowdling_last')).total).toBe(1);
  });
});
