import { z } from 'zod';
import { apiErrorSchema } from '@crp/shared';

/** Response schemas for the error statuses a route can answer, for validation and docs. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/** Ids are 32-bit integers on PostgreSQL: a larger one is refused here, not by the database (a 500). */
export const MAX_ID = 2_147_483_647;

/**
 * A positive whole number written the one canonical way: digits only, no sign, no leading zero,
 * no spaces, no decimal point ("1" yes; " 1", "+1", "01", "1.0" no). One resource has one address,
 * so caches, logs and audit entries never see the same row under two spellings.
 */
function canonicalInt(max: number, what: string) {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, `must be ${what}: a whole number from 1 to ${max}, digits only`)
    .transform(Number)
    .pipe(z.number().int().max(max, `must be ${what}: a whole number from 1 to ${max}, digits only`));
}

/** `/:id` of every route that addresses a row. */
export const idParams = z.object({ id: canonicalInt(MAX_ID, 'an id') });

/** `/:slug` of every route that addresses a form by its slug (unknown or malformed slugs are the route's 404). */
export const slugParams = z.object({ slug: z.string().min(1).max(120) });

/** `?page=&pageSize=` of every paginated list: page ≥ 1 (default 1), pageSize 1..100 (default 25). */
export const pageQuery = z.object({
  page: canonicalInt(MAX_ID, 'a page number').default(1),
  pageSize: canonicalInt(100, 'a page size').default(25),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** The `{ page, pageSize }` of a page query as SQL `limit`/`offset`. */
export function pageWindow({ page, pageSize }: PageQuery): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
