import type { AuditEntry } from '@crp/shared';
import type { DB } from '../../db/database.ts';

export interface AuditCursor {
  createdAt: string;
  id: number;
}

export interface AuditLogFilter {
  /** A user id (digits) or part of a display name or username. */
  actor: string | null;
  action: string | null;
  fromAt: string | null;
  toAt: string | null;
  cursor: AuditCursor | null;
  pageSize: number;
}

export const encodeCursor = (c: AuditCursor): string => Buffer.from(`${c.createdAt}|${c.id}`).toString('base64url');

export function decodeCursor(text: string): AuditCursor | null {
  const [createdAt, id] = Buffer.from(text, 'base64url').toString().split('|');
  if (!createdAt || !id || !/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(createdAt) || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return { createdAt, id: Number(id) };
}

/** 'YYYY-MM-DD' → the first or last instant of that UTC day; a full ISO instant is taken as given. */
export function parseDay(text: string, edge: 'start' | 'end'): string | null {
  if (/^\d{4}-\d\d-\d\d$/.test(text)) {
    const day = new Date(`${text}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return null;
    return edge === 'start' ? day.toISOString() : new Date(day.getTime() + 86_400_000 - 1).toISOString();
  }
  const at = new Date(text);
  return Number.isNaN(at.getTime()) || !/^\d{4}-\d\d-\d\dT/.test(text) ? null : at.toISOString();
}

const likeContains = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page, newest first, keyset on (created_at, id): stable while new entries arrive. */
export async function listAuditLog(db: DB, filter: AuditLogFilter): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const { actor, action, fromAt, toAt, cursor, pageSize } = filter;
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.action', 'a.target_type', 'a.target_id', 'a.summary', 'a.created_at', 'a.actor_id', 'u.display_name', 'u.username', 'u.discord_id'])
    .$if(actor !== null && /^[1-9]\d{0,9}$/.test(actor), (qb) => qb.where('a.actor_id', '=', Number(actor)))
    .$if(actor !== null && !/^[1-9]\d{0,9}$/.test(actor), (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(eb.fn('lower', [eb.fn.coalesce('u.display_name', eb.val(''))]), 'like', likeContains(actor!)),
          eb(eb.fn('lower', ['u.username']), 'like', likeContains(actor!)),
        ]),
      ),
    )
    .$if(action !== null, (qb) => qb.where('a.action', '=', action!))
    .$if(fromAt !== null, (qb) => qb.where('a.created_at', '>=', fromAt!))
    .$if(toAt !== null, (qb) => qb.where('a.created_at', '<=', toAt!))
    .$if(cursor !== null, (qb) =>
      qb.where((eb) => eb.or([eb('a.created_at', '<', cursor!.createdAt), eb.and([eb('a.created_at', '=', cursor!.createdAt), eb('a.id', '<', cursor!.id)])])),
    )
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(pageSize + 1)
    .execute();
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    entries: page.map((r) => ({
      id: r.id,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      summary: r.summary,
      createdAt: r.created_at,
      actor:
        r.actor_id === null || r.username === null
          ? null
          : { id: r.actor_id, displayName: r.display_name?.trim() || r.username, discordId: r.discord_id ?? '' },
    })),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}
