import { isSteamId64, steamClaimedIdPattern, type SteamLinkFailure } from '@crp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { linkSteamAccount } from '../steam/index.ts';
import { consumeOauthState, hashToken, insertOauthState, randomToken, safeEqual } from '../auth/index.ts';

/** The redirect path stored with a Steam link's state: tells it apart from a Discord sign-in's. */
const STEAM_LINK_PATH = '/dashboard#steam';

export const steamCallbackPath = '/api/auth/steam/callback';

const returnToOf = (ctx: AppContext, state: string) => `${ctx.env.PUBLIC_URL}${steamCallbackPath}?state=${encodeURIComponent(state)}`;

/**
 * Starts linking (D33): a single-use state bound to this browser (the binding goes in a cookie, only
 * its hash is stored, as for the Discord sign-in) and the member; the provider's checkid_setup URL.
 */
export async function startSteamLink(ctx: AppContext, userId: number): Promise<{ url: string; binding: string }> {
  const hash = (value: string) => hashToken(ctx.env.sessionSecret, value);
  const state = randomToken();
  const binding = randomToken();
  await insertOauthState(ctx.db, { stateHash: hash(state), bindingHash: hash(binding), codeVerifier: '', redirectPath: STEAM_LINK_PATH, userId });
  return { url: ctx.clients.steamAccounts.loginUrl(returnToOf(ctx, state), ctx.env.PUBLIC_URL), binding };
}

export interface SteamCallback {
  userId: number | null;
  binding: string | undefined;
  /** Every query parameter of the callback as received. */
  query: Record<string, string>;
}

/**
 * Checks the provider's answer and links the account, or says why not. Nothing is linked unless the
 * state is ours, unused, fresh, of this browser and member; the assertion is a positive one from
 * STEAM_OPENID_URL for exactly the return_to we sent, naming a Steam individual account on
 * steamcommunity.com; and the provider confirms it (check_authentication).
 */
export async function completeSteamLink(ctx: AppContext, callback: SteamCallback, log?: FastifyBaseLogger): Promise<{ ok: true } | { ok: false; reason: SteamLinkFailure }> {
  const hash = (value: string) => hashToken(ctx.env.sessionSecret, value);
  const { query, binding, userId } = callback;
  const state = query.state;
  const stored = state && state.length <= 512 ? await consumeOauthState(ctx.db, hash(state)) : undefined;
  if (
    !stored ||
    stored.redirect_path !== STEAM_LINK_PATH ||
    !binding ||
    !safeEqual(stored.binding_hash, hash(binding)) ||
    Date.parse(stored.expires_at) <= Date.now() ||
    userId === null ||
    stored.user_id !== userId
  ) {
    log?.warn('steam callback with an unknown, used, expired, foreign or other member’s state');
    return { ok: false, reason: 'state' };
  }
  const mode = query['openid.mode'];
  if (mode === 'cancel') return { ok: false, reason: 'cancelled' };
  // An OpenID 2.0 positive assertion names its namespace (OpenID 2.0 §5.1.2, §10.1); one without it,
  // or with another, is not what was asked for. The check below verifies the rest.
  if (mode !== 'id_res' || query['openid.ns'] !== 'http://specs.openid.net/auth/2.0') return { ok: false, reason: 'invalid' };
  // STEAM_OPENID_URL is stored without a trailing slash; the provider may name itself with one.
  if ((query['openid.op_endpoint'] ?? '').replace(/\/+$/, '') !== ctx.env.STEAM_OPENID_URL) return { ok: false, reason: 'endpoint' };
  if (query['openid.return_to'] !== returnToOf(ctx, state!)) return { ok: false, reason: 'invalid' };
  const claimed = query['openid.claimed_id'] ?? '';
  const match = steamClaimedIdPattern.exec(claimed);
  if (!match || !isSteamId64(match[1]) || (query['openid.identity'] !== undefined && query['openid.identity'] !== claimed)) {
    return { ok: false, reason: 'claimed_id' };
  }
  // Only what the provider signed is vouched for: the fields we rely on must be among them.
  // A positive assertion always lists them (OpenID 2.0 §10.1): without the list nothing is vouched for.
  const signed = query['openid.signed'];
  if (signed === undefined) return { ok: false, reason: 'invalid' };
  const fields = new Set(signed.split(','));
  if (!['op_endpoint', 'claimed_id', 'return_to'].every((f) => fields.has(f)) || (query['openid.identity'] !== undefined && !fields.has('identity'))) {
    return { ok: false, reason: 'invalid' };
  }
  const openidParams = Object.fromEntries(Object.entries(query).filter(([key]) => key.startsWith('openid.')));
  let valid: boolean;
  try {
    valid = await ctx.clients.steamAccounts.checkAuthentication(openidParams);
  } catch (err) {
    log?.warn({ err }, 'steam check_authentication failed');
    return { ok: false, reason: 'unavailable' };
  }
  if (!valid) return { ok: false, reason: 'invalid' };
  const linked = await linkSteamAccount(ctx, userId, match[1]!, log);
  return linked ? { ok: true } : { ok: false, reason: 'taken' };
}
