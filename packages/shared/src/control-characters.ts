/**
 * D43 (j): the control characters no text may hold: C0 but tab (U+0009) and newline (U+000A), DEL,
 * and C1. NUL broke PostgreSQL writes (500); the others are invisible in the screens, the CSV and
 * Discord, and can hide what a text says. Schema-free: the browser may import it by path.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** The first forbidden control character of `text` as `U+XXXX`, or null when it has none. */
export function controlCharacterIn(text: string): string | null {
  const match = CONTROL.exec(text);
  return match ? `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

export const controlCharacterMessage = (field: string, codePoint: string) =>
  `${field} contains an invisible control character (${codePoint}) that cannot be saved. Remove it (retyping the text usually does) and try again.`;
