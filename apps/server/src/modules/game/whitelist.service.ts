import { createHash } from 'node:crypto';
import { GAME_WHITELIST_MAX_FORMS, type GameWhitelist } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { concernsMembers } from '../../lib/change-bus.ts';
import { ValidationError } from '../../lib/domain-errors.ts';
import { memberIdsAcceptedOnForms } from '../responses/index.ts';
import { steamIdsOfMembers } from '../steam/index.ts';

/** A whitelist as served: the JSON text and its ETag, computed once per change (never per call). */
export interface WhitelistAnswer {
  readonly body: GameWhitelist;
  readonly json: string;
  readonly etag: string;
}

export interface WhitelistCache {
  get(forms: readonly string[]): Promise<WhitelistAnswer>;
}

/** Lists of different form sets kept at once; the oldest goes first. */
const MAX_LISTS = 100;

/** `?forms=a, b,a` → ['a', 'b']: trimmed, without repeats or blanks, sorted, so one set has one cache entry and one ETag. */
export function parseFormsParam(value: string): string[] {
  const slugs = [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].sort();
  if (slugs.length === 0) throw new ValidationError('Name at least one form slug: ?forms=slug[,slug…].', [{ path: 'querystring.forms', message: 'is empty' }]);
  if (slugs.length > GAME_WHITELIST_MAX_FORMS) {
    throw new ValidationError(`Name at most ${GAME_WHITELIST_MAX_FORMS} forms.`, [{ path: 'querystring.forms', message: 'names too many forms' }]);
  }
  return slugs;
}

/** The ETag hashes only the content (forms and SteamIDs), so it changes exactly when they do. */
export const whitelistEtag = (forms: readonly string[], steamIds: readonly string[]): string =>
  `"${createHash('sha256')
    .update(JSON.stringify([forms, steamIds]))
    .digest('base64url')
    .slice(0, 32)}"`;

async function computeWhitelist(ctx: AppContext, forms: readonly string[]): Promise<WhitelistAnswer> {
  const members = await memberIdsAcceptedOnForms(ctx.db, forms);
  const steamIds = [...new Set(await steamIdsOfMembers(ctx.db, members))].sort();
  const body: GameWhitelist = { forms: [...forms], steamIds, generatedAt: new Date().toISOString() };
  return { body, json: JSON.stringify(body), etag: whitelistEtag(forms, steamIds) };
}

/**
 * The whitelists in memory. Every change notice that may concern members (any successful write on
 * any instance: a decision, a withdrawal, a Steam link or unlink, an account deletion; '*' after a
 * reconnect; not the status poller's) marks them stale; the next call recomputes its list once
 * (concurrent callers share that one computation). When the recomputed content is the same, the
 * previous answer is kept whole (its generatedAt and ETag), so clients keep getting 304.
 */
export function createWhitelistCache(ctx: AppContext): WhitelistCache {
  const lists = new Map<string, { generation: number; answer: Promise<WhitelistAnswer> }>();
  let generation = 0;
  ctx.changes?.subscribe((topic) => {
    if (concernsMembers(topic)) generation++;
  });

  return {
    get(forms) {
      const key = forms.join(',');
      const current = lists.get(key);
      if (current && current.generation === generation) return current.answer;
      const previous = current?.answer;
      const answer = computeWhitelist(ctx, forms).then(async (fresh) => {
        const before = await previous?.catch(() => undefined);
        return before && before.etag === fresh.etag ? before : fresh;
      });
      lists.delete(key);
      if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value!);
      lists.set(key, { generation, answer });
      // A failed computation is not kept: the next call tries again.
      answer.catch(() => {
        if (lists.get(key)?.answer === answer) lists.delete(key);
      });
      return answer;
    },
  };
}

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or '*'). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
