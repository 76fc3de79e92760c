import { z } from 'zod';
import { GAME_KEY_NAME_MAX } from './game-format.ts';
import { isSteamId64 } from './steam-ids.ts';

export * from './game-format.ts';

/**
 * Game servers (D41): the admins' keys and the game API (`/api/game/v1`) that the Garry's Mod
 * addon calls with `Authorization: Bearer {key}`.
 */

// Control characters (but tab and newline) are refused in every text staff send (D43 j); a key name has neither.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const noControl = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

export const gameKeyCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(GAME_KEY_NAME_MAX, `must be at most ${GAME_KEY_NAME_MAX} characters`)
    .refine(noControl, 'must not contain control characters'),
});
export type GameKeyCreate = z.infer<typeof gameKeyCreateSchema>;

/** The answer to a create: the only time the key itself is ever shown. */
export const gameKeyCreatedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  createdAt: z.string(),
});
export type GameKeyCreated = z.infer<typeof gameKeyCreatedSchema>;

export const gameKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  /** When the key last made a call (kept at most every ~30 s per key); null: never used. */
  lastUsedAt: z.string().nullable(),
  /** Which game call that was, as a route (never with a SteamID): the screen's "Test connection". */
  lastUsedPath: z.string().nullable(),
  /** The first 8 characters of the key, to tell keys apart. */
  prefix: z.string(),
});
export type GameKey = z.infer<typeof gameKeySchema>;
export const gameKeyListSchema = z.array(gameKeySchema);

export const steamId64ParamsSchema = z.object({
  steamId64: z.string().max(64).refine(isSteamId64, 'must be a SteamID64: 17 digits of an individual Steam account'),
});

export const gamePlayerSchema = z.object({
  steamId: z.string(),
  /** The member who linked this Steam account; null when nobody has. */
  member: z.object({ discordId: z.string(), displayName: z.string() }).nullable(),
  staff: z.object({ admin: z.boolean(), reviewer: z.boolean() }),
  /** The member's latest response to each form they answered. */
  forms: z.array(z.object({ slug: z.string(), title: z.string(), status: z.string(), decidedAt: z.string().nullable() })),
  /** Slugs of the forms whose latest response is accepted. */
  whitelisted: z.array(z.string()),
});
export type GamePlayer = z.infer<typeof gamePlayerSchema>;

export const GAME_WHITELIST_MAX_FORMS = 20;
export const gameWhitelistQuerySchema = z.object({
  forms: z.string().min(1, 'name at least one form slug').max(2000),
});

export const gameWhitelistSchema = z.object({
  /** The form slugs asked for (trimmed, without repeats, sorted). */
  forms: z.array(z.string()),
  /** SteamID64s of linked members whose latest response to any of those forms is accepted, sorted. */
  steamIds: z.array(z.string()),
  /** When this content was first computed (the same for as long as the ETag stays the same). */
  generatedAt: z.string(),
});
export type GameWhitelist = z.infer<typeof gameWhitelistSchema>;
