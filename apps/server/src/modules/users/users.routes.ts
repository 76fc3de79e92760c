import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userApplicationsSchema, userListSchema, userOrdersSchema, userSearchMaxLength, userTransactionsSchema, type UserStats } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../plugins/errors.ts';
import { errorResponses, idParams, pageQuery, pageWindow } from '../../plugins/schemas.ts';
import { createUserStoreReader } from './user-store.service.ts';
import { toAdminUser, toUserApplication } from './users.mappers.ts';
import { countMembersAmong, findUserForAdmin, listUserApplications, userCounters } from './users.queries.ts';
import { listMembers } from './users-list.service.ts';

const tags = ['admin: users'];
/** How long the member counters are reused: a list page that is a few seconds behind on a count is fine. */
export const COUNTERS_FRESH_MS = 10_000;

function cachedCounters<T>(load: () => Promise<T>, clock: () => number = () => Date.now()): () => Promise<T> {
  let value: { data: T; at: number } | undefined;
  let inFlight: Promise<T> | undefined;
  return () => {
    if (value && clock() - value.at < COUNTERS_FRESH_MS) return Promise.resolve(value.data);
    inFlight ??= load()
      .then((data) => {
        value = { data, at: clock() };
        return data;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}
const listQuery = pageQuery.extend({ q: z.string().max(userSearchMaxLength).optional() });
/** The expanded row shows four (admin-area §9); a few more let the screen say there are more. */
const APPLICATIONS_SHOWN = 20;

/** GET /api/users and /api/users/ (D22): one page of members, the search, and the four counters. Guarded (isAdmin) in admin.routes.ts. */
export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const store = createUserStoreReader(ctx, app.log);
  // The counters are the same for every search and page: computed at most every few seconds (decision 0011).
  const readCounters = cachedCounters(() => userCounters(ctx.db));

  async function withOrders(): Promise<number | null> {
    const ids = await store.customers();
    return ids === null ? null : countMembersAmong(ctx.db, ids);
  }

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Members, searched (name, username, e-mail, Discord ID, SteamID64) and paginated on the server, with the counters',
        querystring: listQuery,
        response: { 200: userListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { q, page, pageSize } = request.query;
      const [list, counters, ordered] = await Promise.all([
        listMembers(ctx, { q: q ?? '', ...pageWindow({ page, pageSize }) }),
        readCounters(),
        withOrders(),
      ]);
      const stats: UserStats = { ...counters, withOrders: ordered };
      return { users: list.rows.map((row) => toAdminUser(row, list.steam.get(row.id) ?? null)), total: list.total, page, pageSize, stats };
    },
  );
};

/** /api/admin/users/{id}/applications|orders|transactions (admin-area §7, D25). Guarded (isAdmin) in admin.routes.ts. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const store = createUserStoreReader(ctx, app.log);

  async function member(id: number) {
    const user = await findUserForAdmin(ctx.db, id);
    if (!user) throw notFound('User not found');
    return user;
  }

  app.get(
    '/:id/applications',
    {
      schema: {
        tags,
        summary: "A member's applications and survey responses, newest first",
        params: idParams,
        response: { 200: userApplicationsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await member(request.params.id);
      const { rows, total } = await listUserApplications(ctx.db, user.id, APPLICATIONS_SHOWN);
      return { applications: rows.map(toUserApplication), total };
    },
  );

  app.get(
    '/:id/orders',
    {
      schema: {
        tags,
        summary: "A member's store orders (D25); unavailable: true when the store could not answer",
        params: idParams,
        response: { 200: userOrdersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await member(request.params.id);
      if (user.deleted_at) return { orders: [], unavailable: false };
      return store.orders(user.discord_id);
    },
  );

  app.get(
    '/:id/transactions',
    {
      schema: {
        tags,
        summary: "A member's payment transactions (D25); unavailable: true when the store could not answer",
        params: idParams,
        response: { 200: userTransactionsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await member(request.params.id);
      if (user.deleted_at) return { transactions: [], unavailable: false };
      return store.transactions(user.discord_id);
    },
  );
};
