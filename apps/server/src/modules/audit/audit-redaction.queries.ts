import type { DB, Dialect } from '../../db/database.ts';
import { containsText, redact } from '../../lib/redact.ts';

export interface AuditRedaction {
  /** Rows about these targets may quote the member under any name: every identifier goes. */
  targets: Array<{ type: string; ids: Array<string | number> }>;
  identifiers: readonly string[];
}

/**
 * D37: the audit log keeps what staff did, not who the deleted member was. Summaries of rows about
 * the member's responses and deliveries lose every identifier; any other row loses the ones long
 * enough not to be an everyday word (a Discord or Steam ID, an e-mail, a distinctive name).
 */
export async function redactAuditSummaries(db: DB, dialect: Dialect, redaction: AuditRedaction): Promise<number> {
  const identifiers = redaction.identifiers.filter((i) => i.length >= 2);
  if (identifiers.length === 0) return 0;
  const targeted = redaction.targets.filter((t) => t.ids.length > 0);
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'summary', 'target_type', 'target_id'])
    .where((eb) =>
      eb.or([
        ...targeted.map((t) =>
          eb.and([
            eb('target_type', '=', t.type),
            eb(
              'target_id',
              'in',
              t.ids.map((id) => String(id)),
            ),
          ]),
        ),
        ...identifiers.filter((i) => i.length >= 5).map((id) => containsText(dialect, 'summary', id)),
      ]),
    )
    .execute();
  let changed = 0;
  for (const row of rows) {
    const isTargeted = targeted.some((t) => t.type === row.target_type && t.ids.map(String).includes(row.target_id ?? ''));
    const summary = redact(row.summary, isTargeted ? identifiers : identifiers.filter((i) => i.length >= 5));
    if (summary === row.summary) continue;
    await db.updateTable('audit_log').set({ summary }).where('id', '=', row.id).execute();
    changed += 1;
  }
  return changed;
}
