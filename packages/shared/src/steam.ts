import { z } from 'zod';

export { isSteamId64, toSteamId2, steamProfileUrl, steamClaimedIdPattern, steamLinkFailures, steamLinkFailureMessage, steamPrivateHint, GMOD_APP_ID } from './steam-ids.ts';
export type { SteamLinkFailure } from './steam-ids.ts';

/**
 * A member's linked Steam account (D33), as the status call, the admin users, the review detail
 * and the CSV carry it. Facts come from Steam's Web API at link time and on refresh; when Steam
 * cannot be reached the last ones are kept (`stale`) and `checkedAt` says from when.
 */
export const steamAccountSchema = z.object({
  steamId: z.string(),
  steamId2: z.string(),
  profileUrl: z.string(),
  personaName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Whole hours in Garry's Mod; null when unknown (private game details, no key, Steam down). */
  gmodHours: z.number().nullable(),
  /** Why the hours are unknown: 'private' game details, 'unchecked' (no key, never read), 'unavailable' (Steam failed). */
  hoursUnknownReason: z.enum(['private', 'unchecked', 'unavailable']).nullable(),
  linkedAt: z.string(),
  /** When the facts were last read from Steam (null: never). */
  checkedAt: z.string().nullable(),
  /** The last refresh failed: the facts shown are the cached ones of `checkedAt`. */
  stale: z.boolean(),
});
export type SteamAccount = z.infer<typeof steamAccountSchema>;

export const steamAccountResultSchema = z.object({ steam: steamAccountSchema.nullable() });
