import { now, type DB } from '../../db/database.ts';

/** The site's default language as stored (null: never set, the source language counts). */
export async function readDefaultLocale(db: DB): Promise<string | null> {
  const row = await db.selectFrom('locale_settings').select('value').where('key', '=', 'default').executeTakeFirst();
  return row?.value ?? null;
}

export async function writeDefaultLocale(db: DB, locale: string): Promise<void> {
  const updatedAt = now();
  await db
    .insertInto('locale_settings')
    .values({ key: 'default', value: locale, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: locale, updated_at: updatedAt }))
    .execute();
}
