import { apiErrorSchema } from '@crp/shared';

/** Response schemas for the error statuses a route can answer, for validation and docs. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
