import type { Generated, Selectable } from 'kysely';

/** Linked Steam accounts (D33, 0015): one per member, one member per account. */
export interface SteamLinksTable {
  id: Generated<number>;
  user_id: number;
  steam_id: string;
  persona_name: string | null;
  avatar_url: string | null;
  /** Minutes in Garry's Mod as Steam last said; null when unknown (see hours_unknown_reason). */
  gmod_minutes: number | null;
  hours_unknown_reason: string | null;
  linked_at: string;
  checked_at: string | null;
  /** 1 when the last read from Steam failed and the facts are the cached ones. */
  stale: Generated<number>;
}

export interface SteamTables {
  steam_links: SteamLinksTable;
}

export type SteamLinkRow = Selectable<SteamLinksTable>;
