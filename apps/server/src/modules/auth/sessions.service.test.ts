import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { userForSessionToken } from './sessions.service.ts';

/** Counts the statements a database handle runs. */
function counting() {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { plugin, statements };
}

describe.each(testDialects())('session check on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a live session and its user come from one read; unknown, overlong or missing tokens read nothing', async () => {
    const me = await signedInUser(t.ctx, 'reviewer');
    const token = me.cookie.replace(/^sid=/, '');
    const { plugin, statements } = counting();
    const ctx = { ...t.ctx, db: t.ctx.db.withPlugin(plugin) };

    const session = await userForSessionToken(ctx, token);
    expect(session?.user).toMatchObject({ id: me.user.id, canReviewApplications: true, isAdmin: false });
    expect(statements).toEqual(['SelectQueryNode']);

    statements.length = 0;
    expect(await userForSessionToken(ctx, 'x'.repeat(129))).toBeNull();
    expect(await userForSessionToken(ctx, undefined)).toBeNull();
    expect(statements).toEqual([]);
    expect(await userForSessionToken(ctx, 'not-a-session')).toBeNull();
    expect(statements).toEqual(['SelectQueryNode']);
  });

  it('a closed account is signed out although its session row is alive', async () => {
    const me = await signedInUser(t.ctx, 'member');
    await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', me.user.id).execute();
    expect(await userForSessionToken(t.ctx, me.cookie.replace(/^sid=/, ''))).toBeNull();
  });
});
