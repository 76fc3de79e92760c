import {
  builtInPages,
  byPositionThenTitle,
  customPagePath,
  isBuiltInPage,
  type CustomPage,
  type PageListItem,
  type PagePlacement,
  type PageVisibility,
} from '@crp/shared';
import { now, type DB } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../lib/domain-errors.ts';
import { quoted, recordAudit } from '../audit/index.ts';

const columns = ['page_key', 'title', 'content', 'visibility', 'placement', 'position', 'updated_at'] as const;
type Row = { page_key: string; title: string; content: string; visibility: string; placement: string; position: number; updated_at: string };

const toCustomPage = (row: Row): CustomPage => ({
  slug: row.page_key,
  title: row.title,
  content: row.content,
  visibility: row.visibility as PageVisibility,
  placement: row.placement as PagePlacement,
  position: Number(row.position),
  updatedAt: row.updated_at,
});

/** A custom page (never a built-in one), or undefined. */
export async function findCustomPage(db: DB, slug: string): Promise<CustomPage | undefined> {
  if (isBuiltInPage(slug)) return undefined;
  const row = await db.selectFrom('page_contents').select(columns).where('page_key', '=', slug).executeTakeFirst();
  return row ? toCustomPage(row) : undefined;
}

/** Every page a caller may read (D39): the built-in two (public, in the footer) and the custom ones; members' pages only for members. */
export async function listPages(db: DB, signedIn: boolean): Promise<PageListItem[]> {
  let query = db.selectFrom('page_contents').select(['page_key', 'title', 'visibility', 'placement', 'position']);
  if (!signedIn) query = query.where('visibility', '=', 'public');
  const rows = await query.execute();
  const saved = new Map(rows.map((row) => [row.page_key, row]));
  const builtIn: PageListItem[] = Object.entries(builtInPages).map(([slug, page]) => ({
    slug,
    title: saved.get(slug)?.title ?? page.title,
    visibility: 'public',
    placement: 'footer',
    position: Number(saved.get(slug)?.position ?? 0),
    path: page.path,
    builtIn: true,
  }));
  const custom: PageListItem[] = rows
    .filter((row) => !isBuiltInPage(row.page_key))
    .map((row) => ({
      slug: row.page_key,
      title: row.title,
      visibility: row.visibility as PageVisibility,
      placement: row.placement as PagePlacement,
      position: Number(row.position),
      path: customPagePath(row.page_key),
      builtIn: false,
    }));
  return [...builtIn, ...custom].sort(byPositionThenTitle);
}

export interface CustomPageInput {
  slug: string;
  title: string;
  /** Already sanitized. */
  content: string;
  visibility: PageVisibility;
  placement: PagePlacement;
  position: number;
}

export async function createCustomPage(db: DB, input: CustomPageInput, userId: number): Promise<CustomPage> {
  if (isBuiltInPage(input.slug)) throw new ConflictError(`"${input.slug}" is a built-in page; choose another slug.`);
  return db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('page_contents').select('page_key').where('page_key', '=', input.slug).executeTakeFirst();
    if (taken) throw new ConflictError(`The slug "${input.slug}" is taken by another page.`);
    const row = await trx
      .insertInto('page_contents')
      .values({
        page_key: input.slug,
        title: input.title,
        subtitle: null,
        content: input.content,
        visibility: input.visibility,
        placement: input.placement,
        position: input.position,
        updated_at: now(),
        updated_by: userId,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: userId,
      action: 'page.create',
      targetType: 'page',
      targetId: input.slug,
      summary: `Created page ${quoted(input.title)} at ${customPagePath(input.slug)} (${input.visibility}, ${input.placement})`,
    });
    return toCustomPage(row);
  });
}

/** Changes a custom page; a new slug moves it (409 when taken). */
export async function updateCustomPage(db: DB, slug: string, changes: Partial<CustomPageInput>, userId: number): Promise<CustomPage> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('page_contents').select(columns).where('page_key', '=', slug).executeTakeFirst();
    if (!before || isBuiltInPage(slug)) throw new NotFoundError(`There is no page called "${slug}".`);
    if (changes.slug !== undefined && changes.slug !== slug) {
      if (isBuiltInPage(changes.slug)) throw new ConflictError(`"${changes.slug}" is a built-in page; choose another slug.`);
      const taken = await trx.selectFrom('page_contents').select('page_key').where('page_key', '=', changes.slug).executeTakeFirst();
      if (taken) throw new ConflictError(`The slug "${changes.slug}" is taken by another page.`);
    }
    const values = {
      ...(changes.slug !== undefined ? { page_key: changes.slug } : {}),
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.content !== undefined ? { content: changes.content } : {}),
      ...(changes.visibility !== undefined ? { visibility: changes.visibility } : {}),
      ...(changes.placement !== undefined ? { placement: changes.placement } : {}),
      ...(changes.position !== undefined ? { position: changes.position } : {}),
      updated_at: now(),
      updated_by: userId,
    };
    const row = await trx.updateTable('page_contents').set(values).where('page_key', '=', slug).returning(columns).executeTakeFirstOrThrow();
    const changed = (['slug', 'title', 'content', 'visibility', 'placement', 'position'] as const).filter((key) => {
      const old = key === 'slug' ? before.page_key : key === 'position' ? Number(before.position) : before[key];
      return changes[key] !== undefined && changes[key] !== old;
    });
    await recordAudit(trx, {
      actorId: userId,
      action: 'page.update',
      targetType: 'page',
      targetId: row.page_key,
      summary: `Edited page ${quoted(row.title)} (${changed.length > 0 ? changed.join(', ') : 'no changes'})`,
    });
    return toCustomPage(row);
  });
}

/** Built-in pages keep their place; only their position is stored beside their content. */
export async function setBuiltInPosition(db: DB, slug: string, position: number): Promise<void> {
  await db.updateTable('page_contents').set({ position }).where('page_key', '=', slug).execute();
}

export async function deleteCustomPage(db: DB, slug: string, userId: number): Promise<void> {
  if (isBuiltInPage(slug)) throw new ConflictError(`"${slug}" is a built-in page and cannot be deleted.`);
  await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('page_contents').where('page_key', '=', slug).returning(['title']).executeTakeFirst();
    if (!row) throw new NotFoundError(`There is no page called "${slug}".`);
    await recordAudit(trx, { actorId: userId, action: 'page.delete', targetType: 'page', targetId: slug, summary: `Deleted page ${quoted(row.title)}` });
  });
}
