import type { DB } from '../../db/database.ts';

/**
 * Takes or renews the named lease for `holder` until now + ttl. Succeeds when the lease is free,
 * expired, or already ours; one atomic upsert, so two app instances never both win.
 */
export async function acquireLease(db: DB, name: string, holder: string, ttlMs: number, at = Date.now()): Promise<boolean> {
  const nowIso = new Date(at).toISOString();
  const expiresAt = new Date(at + ttlMs).toISOString();
  const row = await db
    .insertInto('worker_leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where((eb) => eb.or([eb('worker_leases.holder', '=', holder), eb('worker_leases.expires_at', '<=', nowIso)])),
    )
    .returning('holder')
    .executeTakeFirst();
  // No row comes back when the conflict update's condition failed: someone else holds it.
  return row?.holder === holder;
}

/** Gives the lease up at shutdown so another instance can take over at once. */
export async function releaseLease(db: DB, name: string, holder: string): Promise<void> {
  await db
    .updateTable('worker_leases')
    .set({ expires_at: new Date(0).toISOString() })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
