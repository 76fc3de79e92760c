import type { SiteFooter, SiteLanding, SiteSection } from '@crp/shared';
import { now, type DB } from '../../db/database.ts';
import { quoted, recordAudit } from '../audit/index.ts';

/** What the admins saved: the identity's own fields (the logo is its own row), the landing and footer sections. */
export interface StoredIdentity {
  name: string;
  tagline: string;
  description: string;
  accentColor: string;
  discordInviteUrl: string;
}
export interface StoredLogo {
  sha256: string;
  ext: string;
}
export interface StoredSite {
  identity?: StoredIdentity;
  landing?: SiteLanding;
  footer?: SiteFooter;
  logo?: StoredLogo;
}

export async function readStoredSite(db: DB): Promise<StoredSite> {
  const rows = await db.selectFrom('site_settings').select(['section', 'value']).execute();
  const stored: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      stored[row.section] = JSON.parse(row.value);
    } catch {
      // A row that does not parse counts as unset: the built-in texts apply.
    }
  }
  return stored as StoredSite;
}

async function putSection(trx: DB, section: string, value: unknown, userId: number): Promise<void> {
  const values = { value: JSON.stringify(value), updated_at: now(), updated_by: userId };
  await trx
    .insertInto('site_settings')
    .values({ section, ...values })
    .onConflict((oc) => oc.column('section').doUpdateSet(values))
    .execute();
}

/** Replaces the sections given, with one audit entry, in one transaction. */
export async function saveSiteSections(db: DB, sections: Partial<Pick<StoredSite, 'identity' | 'landing' | 'footer'>>, userId: number): Promise<void> {
  const names = (Object.keys(sections) as SiteSection[]).filter((key) => sections[key] !== undefined);
  await db.transaction().execute(async (trx) => {
    for (const name of names) await putSection(trx, name, sections[name], userId);
    const renamed = sections.identity ? ` (name ${quoted(sections.identity.name)})` : '';
    await recordAudit(trx, {
      actorId: userId,
      action: 'site.update',
      targetType: 'site',
      targetId: names.join(','),
      summary: `Changed the site's ${names.join(', ') || 'nothing'}${renamed}`,
    });
  });
}

/** Stores the logo's bytes under their hash (once) and makes it the site's logo. */
export async function saveLogo(
  db: DB,
  logo: { sha256: string; ext: string; mime: string; bytes: Buffer; width: number; height: number },
  userId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('site_logos')
      .values({ sha256: logo.sha256, mime: logo.mime, data: logo.bytes.toString('base64'), width: logo.width, height: logo.height, created_at: now() })
      .onConflict((oc) => oc.column('sha256').doNothing())
      .execute();
    await putSection(trx, 'logo', { sha256: logo.sha256, ext: logo.ext } satisfies StoredLogo, userId);
    await recordAudit(trx, {
      actorId: userId,
      action: 'site.logo',
      targetType: 'site',
      targetId: 'logo',
      summary: `Uploaded a new logo (${logo.ext.toUpperCase()}, ${logo.width}×${logo.height} px, ${Math.ceil(logo.bytes.length / 1024)} KB)`,
    });
  });
}

/** Back to the built-in mark; the stored bytes stay (a page still open may show them). */
export async function removeLogo(db: DB, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('site_settings').where('section', '=', 'logo').executeTakeFirst();
    const had = Number(removed.numDeletedRows) > 0;
    await recordAudit(trx, {
      actorId: userId,
      action: 'site.logo',
      targetType: 'site',
      targetId: 'logo',
      summary: had ? 'Removed the logo (built-in mark)' : 'Removed the logo (none was set)',
    });
    return had;
  });
}

export async function findLogo(db: DB, sha256: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const row = await db.selectFrom('site_logos').select(['mime', 'data']).where('sha256', '=', sha256).executeTakeFirst();
  return row ? { mime: row.mime, bytes: Buffer.from(row.data, 'base64') } : undefined;
}
