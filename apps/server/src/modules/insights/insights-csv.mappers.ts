import type { Insights } from '@crp/shared';

/**
 * "Download CSV" of D42's `daily`: one row per day of the range (zeros included), RFC 4180 with
 * CRLF and a UTF-8 BOM (spreadsheets then read it as UTF-8), like the responses export. Every cell is
 * a date or a count, so nothing needs quoting or guarding against formulas.
 */
export function dailyCsv(insights: Pick<Insights, 'daily' | 'range'>): string {
  const lines = [`Date (${insights.range.tz}),Submitted,Accepted,Rejected`, ...insights.daily.map((d) => `${d.date},${d.submitted},${d.accepted},${d.rejected}`)];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The file's name: the range, and the form when one was picked. */
export function dailyCsvName(insights: Pick<Insights, 'range'>, formId?: number): string {
  return `insights-daily-${insights.range.from}-to-${insights.range.to}${formId === undefined ? '' : `-form-${formId}`}.csv`;
}
