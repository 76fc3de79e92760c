import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/database.ts';

/** What a deleted member's identifiers become wherever text quoted them (D28's name for them). */
export const REDACTED_NAME = 'Deleted user';

/** Replaces every identifier (and an @mention of it) in a text, longest first so a name inside another goes too. */
export function redact(text: string, identifiers: readonly string[]): string {
  let out = text;
  for (const id of [...identifiers].filter((i) => i.length >= 2).sort((a, b) => b.length - a.length)) {
    out = out.split(`@${id}`).join(REDACTED_NAME).split(id).join(REDACTED_NAME);
  }
  return out;
}

/** `column` contains `value` (exact substring, no LIKE wildcards), on both databases. */
export function containsText(dialect: Dialect, column: string, value: string): RawBuilder<boolean> {
  return dialect === 'postgres' ? sql<boolean>`strpos(${sql.ref(column)}, ${value}) > 0` : sql<boolean>`instr(${sql.ref(column)}, ${value}) > 0`;
}
