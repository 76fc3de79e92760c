import type { Transaction } from 'kysely';
import { now, type DB } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

type Executor = DB | Transaction<Database>;

/** A response's staff-channel post (D32), once its delivery has made it. */
export async function findStaffPost(db: Executor, responseId: number) {
  return db.selectFrom('staff_posts').selectAll().where('response_id', '=', responseId).executeTakeFirst();
}

export async function insertStaffPost(db: Executor, post: { responseId: number; channelId: string; messageId: string }): Promise<void> {
  await db
    .insertInto('staff_posts')
    .values({ response_id: post.responseId, channel_id: post.channelId, message_id: post.messageId, thread_id: null, created_at: now() })
    .onConflict((oc) => oc.column('response_id').doNothing())
    .execute();
}

export async function setStaffPostThread(db: Executor, responseId: number, threadId: string): Promise<void> {
  await db.updateTable('staff_posts').set({ thread_id: threadId }).where('response_id', '=', responseId).execute();
}

/** Where a response's post is, made or still queued (an edit then waits behind it in the chain); null when it has none. */
export async function staffPostChannel(db: Executor, responseId: number): Promise<string | null> {
  const made = await findStaffPost(db, responseId);
  if (made) return made.channel_id;
  const queued = await db.selectFrom('deliveries').select('payload').where('idempotency_key', '=', `r${responseId}:post`).executeTakeFirst();
  if (!queued) return null;
  try {
    return (JSON.parse(queued.payload) as { channelId?: string }).channelId ?? null;
  } catch {
    return null;
  }
}
