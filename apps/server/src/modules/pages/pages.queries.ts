import type { PageContent, PageKey } from '@crp/shared';
import { toPageContent } from './pages.mappers.ts';
import { now, type DB } from '../../db/database.ts';
import { quoted, recordAudit } from '../audit/index.ts';

export async function findPageContent(db: DB, pageKey: PageKey): Promise<PageContent | undefined> {
  const row = await db
    .selectFrom('page_contents')
    .select(['page_key', 'title', 'subtitle', 'content', 'updated_at'])
    .where('page_key', '=', pageKey)
    .executeTakeFirst();
  return row ? toPageContent(row) : undefined;
}

export interface PageContentInput {
  title: string;
  subtitle: string | null;
  /** Already sanitized. */
  content: string;
}

/** Creates or replaces a page's content in one statement (insert … on conflict update). */
export async function savePageContent(db: DB, pageKey: PageKey, input: PageContentInput, userId: number): Promise<PageContent> {
  const values = { title: input.title, subtitle: input.subtitle, content: input.content, updated_at: now(), updated_by: userId };
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('page_contents').select(['title', 'subtitle', 'content']).where('page_key', '=', pageKey).executeTakeFirst();
    const row = await trx
      .insertInto('page_contents')
      .values({ page_key: pageKey, ...values })
      .onConflict((oc) => oc.column('page_key').doUpdateSet(values))
      .returning(['page_key', 'title', 'subtitle', 'content', 'updated_at'])
      .executeTakeFirstOrThrow();
    const changed = before ? (['title', 'subtitle', 'content'] as const).filter((key) => before[key] !== input[key]) : ['first version'];
    await recordAudit(trx, {
      actorId: userId,
      action: 'page.update',
      targetType: 'page',
      targetId: pageKey,
      summary: `Edited page ${quoted(input.title)} (${changed.length > 0 ? changed.join(', ') : 'no changes'})`,
    });
    return toPageContent(row);
  });
}
