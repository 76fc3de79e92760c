import type { DB } from '../../db/database.ts';

/**
 * Claims an interaction id: true the first time it is seen (on any instance: the database decides),
 * false for a replay. Discord signs a request for 5 minutes; ids are kept for a day, then pruned.
 */
export async function claimInteraction(db: DB, interactionId: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('discord_interactions')
    .values({ interaction_id: interactionId, received_at: at })
    .onConflict((oc) => oc.column('interaction_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Gives an id back when acting on it failed on our side, so Discord's user may press again. */
export async function releaseInteraction(db: DB, interactionId: string): Promise<void> {
  await db.deleteFrom('discord_interactions').where('interaction_id', '=', interactionId).execute();
}

/** Ids older than `before` can no longer arrive with a valid signature (5 minutes): forgotten. */
export async function pruneInteractions(db: DB, before: string): Promise<void> {
  await db.deleteFrom('discord_interactions').where('received_at', '<', before).execute();
}
