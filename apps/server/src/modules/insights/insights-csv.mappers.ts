import type { Insights } from '@crp/shared';
import type { Locale } from '@crp/shared/locales';
import { translate } from '../locale/index.ts';
import { csvLine } from '../../lib/csv.ts';

/**
 * "Download CSV" of D42's `daily`: one row per day of the range (zeros included), RFC 4180 with
 * CRLF and a UTF-8 BOM (spreadsheets then read it as UTF-8), like the responses export. Every cell is
 * a date or a count; the headers are in the reader's language (D40); cells as lib/csv.ts writes them.
 */
export function dailyCsv(insights: Pick<Insights, 'daily' | 'range'>, locale: Locale): string {
  const header = [translate(locale, 'csv.date', { tz: insights.range.tz }), translate(locale, 'csv.submitted'), translate(locale, 'csv.accepted'), translate(locale, 'csv.rejected')];
  return `\uFEFF${csvLine(header)}${insights.daily.map((d) => csvLine([d.date, d.submitted, d.accepted, d.rejected])).join('')}`;
}

/** The file's name: the range, and the form when one was picked. */
export function dailyCsvName(insights: Pick<Insights, 'range'>, formId?: number): string {
  return `insights-daily-${insights.range.from}-to-${insights.range.to}${formId === undefined ? '' : `-form-${formId}`}.csv`;
}
