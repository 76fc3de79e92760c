import { msg, plural } from '@lingui/core/macro';
import { useEffect, useId, type ReactNode } from 'react';
import { translate } from '../../lib/i18n.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export type SortDir = 'asc' | 'desc';
export interface DataTableSort<Key extends string = string> {
  key: Key;
  dir: SortDir;
}

export interface DataTableColumn<Row, Key extends string = string> {
  /** Stable id of the column; also the sort key sent to the server when `sortable`. */
  key: Key;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Classes for this column's cells (e.g. 'text-right whitespace-nowrap'). */
  className?: string;
  headerClassName?: string;
}

export interface DataTableProps<Row, Key extends string = string> {
  columns: DataTableColumn<Row, Key>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** 1-based page number, as the server's `page` query. */
  page: number;
  pageSize: number;
  /** All matching rows on the server, not just this page. */
  total: number;
  onPageChange: (page: number) => void;
  sort?: DataTableSort<Key>;
  onSortChange?: (sort: DataTableSort<Key>) => void;
  /** A request is under way: the rows stay (dimmed) so the table keeps its height. */
  loading?: boolean;
  /** Shown inside the table when there are no rows. */
  empty?: ReactNode;
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  /** Filters, search, actions: rendered above the table inside the same card. */
  toolbar?: ReactNode;
}

/** Rows shown as placeholders during the first load, so the page does not jump when data arrives. */
const LOADING_ROWS = 5;

/**
 * The admin list table with server-side pagination and sorting. The caller owns `page` and
 * `sort` (usually in the URL's search params) and passes the server's page of rows and total.
 */
export function DataTable<Row, Key extends string = string>({
  columns,
  rows,
  rowKey,
  page,
  pageSize,
  total,
  onPageChange,
  sort,
  onSortChange,
  loading = false,
  empty,
  caption,
  toolbar,
}: DataTableProps<Row, Key>) {
  const captionId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, (page - 1) * pageSize + rows.length);
  const current = Math.min(page, pageCount);

  // A page past the end (e.g. after the last row of the last page was deleted) goes to the last page.
  useEffect(() => {
    if (!loading && total > 0 && page > pageCount) onPageChange(pageCount);
  }, [loading, total, page, pageCount, onPageChange]);

  const toggleSort = (key: Key) => {
    if (!onSortChange) return;
    onSortChange({ key, dir: sort?.key === key && sort.dir === 'asc' ? 'desc' : 'asc' });
  };

  let body: ReactNode;
  if (rows.length === 0 && loading) {
    body = Array.from({ length: LOADING_ROWS }, (_, i) => (
      <tr key={i} className="border-t border-surface-700 first:border-t-0">
        <td colSpan={columns.length} className="px-4 py-3">
          {i === 0 ? (
            <span className="flex items-center gap-3 text-sm text-slate-300">
              <Spinner className="h-4 w-4" />
              {translate(msg`Loading...`)}
            </span>
          ) : (
            <span className="block h-5 animate-pulse rounded bg-surface-800" aria-hidden="true" />
          )}
        </td>
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="px-4 py-12 text-center text-sm text-slate-300">
          {empty ?? translate(msg`Nothing to show yet.`)}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)} className="border-t border-surface-700 transition-colors first:border-t-0 hover:bg-surface-800/60">
        {columns.map((column) => (
          <td key={column.key} className={`px-4 py-3 align-middle text-sm text-slate-200 ${column.className ?? ''}`}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className="overflow-hidden rounded-2xl border border-surface-700 bg-surface-850/80 shadow-xl shadow-black/20">
      {toolbar ? <div className="flex flex-wrap items-center gap-3 border-b border-surface-700 px-4 py-3">{toolbar}</div> : null}
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        // relative: an sr-only text inside (a column without a visible header) is clipped here, not placed on the page beside it.
        className="relative overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-400"
      >
        <table aria-busy={loading || undefined} className="w-full min-w-[40rem] border-collapse text-left">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-surface-900/60">
            <tr>
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.dir : null;
                const sortable = column.sortable && onSortChange;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                    className={`px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-400 ${column.headerClassName ?? ''}`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => toggleSort(column.key)}
                        className={`-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-white ${sorted ? 'text-white' : ''}`}
                      >
                        {column.header}
                        <SortIcon dir={sorted} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={loading && rows.length > 0 ? 'opacity-50 transition-opacity' : 'transition-opacity'}>{body}</tbody>
        </table>
      </div>
      <nav aria-label={translate(msg`Pagination`)} className="flex flex-wrap items-center justify-between gap-3 border-t border-surface-700 px-4 py-3 text-sm text-slate-300">
        <p aria-live="polite">{total === 0 ? translate(msg`No results`) : translate(msg`${plural(total, { one: `Showing ${first}–${last} of #`, other: `Showing ${first}–${last} of #` })}`)}</p>
        <div className="flex items-center gap-3">
          <span>
            {translate(msg`Page ${current} of ${pageCount}`)}
          </span>
          <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
            {translate(msg`Previous`)}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
            {translate(msg`Next`)}
          </Button>
        </div>
      </nav>
    </div>
  );
}

function SortIcon({ dir }: { dir: SortDir | null }) {
  return (
    <svg viewBox="0 0 12 12" className="h-3 w-3" fill="currentColor" aria-hidden="true">
      <path d="M6 1.5 9 5H3z" opacity={dir === 'asc' ? 1 : 0.35} />
      <path d="M6 10.5 3 7h6z" opacity={dir === 'desc' ? 1 : 0.35} />
    </svg>
  );
}
