/** CSV as every export writes it (the responses export, the insights' daily numbers). */

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * A cell a spreadsheet would read as a formula (starting with = + - @ tab or CR) gets a leading
 * apostrophe first (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: Array<string | number | null | undefined>): string => `${cells.map(csvCell).join(',')}\r\n`;
