/**
 * Steam identities (D33), without zod so the dashboard's first load can use them (decision 0013).
 * A SteamID64 of an individual account is 76561197960265728 (universe 1, type 1, instance 1) plus
 * the 32-bit account number; anything else (a group, a game server, 0) is refused.
 */
const INDIVIDUAL_BASE = 76561197960265728n;
const ACCOUNT_MAX = 0xffffffffn;

/** The OpenID identity Steam asserts: exactly this host and path, then the SteamID64. */
export const steamClaimedIdPattern = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;

/** 17 digits in the individual-account range. */
export function isSteamId64(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{17}$/.test(value)) return false;
  const account = BigInt(value) - INDIVIDUAL_BASE;
  return account >= 1n && account <= ACCOUNT_MAX;
}

/** `STEAM_0:Y:Z`: Y the low bit of the account number, Z the rest. */
export function toSteamId2(steamId64: string): string {
  const account = BigInt(steamId64) - INDIVIDUAL_BASE;
  return `STEAM_0:${account & 1n}:${account >> 1n}`;
}

export const steamProfileUrl = (steamId64: string) => `https://steamcommunity.com/profiles/${steamId64}`;

/** Garry's Mod on Steam. */
export const GMOD_APP_ID = 4000;

/** Why a link attempt failed: `/dashboard?steam=failed&reason=…` and the sentence the dashboard shows. */
export const steamLinkFailures = {
  invalid: 'Steam did not confirm the sign-in, so nothing was linked. Please try again.',
  state: 'That link attempt expired, was already used or was started in another browser. Please start again from this page.',
  endpoint: 'The answer did not come from Steam, so nothing was linked.',
  claimed_id: 'Steam did not name a valid personal Steam account, so nothing was linked.',
  taken: 'That Steam account is linked to another member.',
  cancelled: 'You cancelled the Steam sign-in; nothing was linked.',
  unavailable: 'Steam could not be reached to confirm the sign-in. Please try again in a few minutes.',
  demo: 'Linking a Steam account is not available in demo mode: the demo never contacts Steam.',
} as const;
export type SteamLinkFailure = keyof typeof steamLinkFailures;

export function steamLinkFailureMessage(reason: string | null | undefined): string {
  return (steamLinkFailures as Record<string, string>)[reason ?? ''] ?? steamLinkFailures.invalid;
}

/** The hint shown wherever hours are unknown because the profile keeps game details private. */
export const steamPrivateHint =
  "Your Garry's Mod hours are unknown: set “Game details” to Public in your Steam profile's privacy settings, then press Refresh.";
