/**
 * The one way to read a JSON text column (lists of ids, role assignments, options, availability):
 * a malformed or empty value reads as nothing, never a crash. Conventions in db/schema.ts.
 */
export function parseJsonColumn(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A JSON list of strings (role ids, option ids); anything else reads as []. */
export function stringListColumn(text: string | null | undefined): string[] {
  const value = parseJsonColumn(text);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
