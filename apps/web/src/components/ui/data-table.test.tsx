import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './data-table.tsx';

interface Person {
  id: number;
  name: string;
  joined: string;
}

const columns: DataTableColumn<Person, 'name' | 'joined' | 'actions'>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name, sortable: true },
  { key: 'joined', header: 'Joined', cell: (p) => p.joined, sortable: true, className: 'whitespace-nowrap' },
  { key: 'actions', header: 'Actions', cell: (p) => <button type="button">Edit {p.name}</button> },
];

const people = (from: number, count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Person ${from + i}`, joined: `2026-01-${String(i + 1).padStart(2, '0')}` }));

function renderTable(props: Partial<DataTableProps<Person, 'name' | 'joined' | 'actions'>> = {}) {
  const onPageChange = vi.fn();
  const onSortChange = vi.fn();
  const view = render(
    <DataTable
      caption="Users"
      columns={columns}
      rows={people(1, 3)}
      rowKey={(p) => p.id}
      page={1}
      pageSize={3}
      total={7}
      onPageChange={onPageChange}
      onSortChange={onSortChange}
      {...props}
    />,
  );
  return { ...view, onPageChange, onSortChange, table: screen.getByRole('table', { name: 'Users' }) };
}

describe('DataTable', () => {
  it('is a captioned table with column headers and one row per item', () => {
    const { table } = renderTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Joined', 'Actions']);
    for (const th of within(table).getAllByRole('columnheader')) expect(th).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Person 1', '2026-01-01', 'Edit Person 1']);
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveClass('whitespace-nowrap');
    // The scroll container is reachable by keyboard and named by the caption.
    expect(screen.getByRole('region', { name: 'Users' })).toHaveAttribute('tabindex', '0');
  });

  it('says which rows are shown and pages with Previous/Next, disabled at the ends', async () => {
    const first = renderTable();
    expect(screen.getByText('Showing 1–3 of 7')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(first.onPageChange).toHaveBeenCalledWith(2);
    first.unmount();

    const last = renderTable({ page: 3, rows: people(7, 1) });
    expect(screen.getByText('Showing 7–7 of 7')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(last.onPageChange).toHaveBeenCalledWith(2);
  });

  it('sorts through header buttons and reports the order with aria-sort', async () => {
    const { table, onSortChange, rerender } = renderTable({ sort: { key: 'joined', dir: 'desc' } });
    const [name, joined, actions] = within(table).getAllByRole('columnheader');
    expect(joined).toHaveAttribute('aria-sort', 'descending');
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(actions).not.toHaveAttribute('aria-sort');
    expect(within(actions!).queryByRole('button')).toBeNull();

    await userEvent.click(within(joined!).getByRole('button', { name: 'Joined' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'joined', dir: 'asc' });
    await userEvent.click(within(name!).getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', dir: 'asc' });

    rerender(
      <DataTable
        caption="Users"
        columns={columns}
        rows={people(1, 3)}
        rowKey={(p) => p.id}
        page={1}
        pageSize={3}
        total={7}
        onPageChange={() => {}}
        onSortChange={onSortChange}
        sort={{ key: 'name', dir: 'asc' }}
      />,
    );
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', dir: 'desc' });
  });

  it('has no sort buttons when the caller does not sort', () => {
    const { table } = renderTable({ onSortChange: undefined });
    expect(within(table).queryAllByRole('button', { name: /Name|Joined/ })).toHaveLength(0);
    for (const th of within(table).getAllByRole('columnheader')) expect(th).not.toHaveAttribute('aria-sort');
  });

  it('keeps the rows (dimmed) and marks the table busy while a page loads', () => {
    const { table } = renderTable({ loading: true });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(table.querySelector('tbody')).toHaveClass('opacity-50');
  });

  it('shows placeholder rows on the first load, then the empty state when nothing matches', () => {
    const { table, rerender } = renderTable({ rows: [], total: 0, loading: true });
    expect(within(table).getByText('Loading...')).toBeInTheDocument();
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    rerender(
      <DataTable
        caption="Users"
        columns={columns}
        rows={[]}
        rowKey={(p) => p.id}
        page={1}
        pageSize={3}
        total={0}
        onPageChange={() => {}}
        empty={<strong>No users match these filters.</strong>}
      />,
    );
    expect(table).not.toHaveAttribute('aria-busy');
    expect(within(table).getByText('No users match these filters.')).toBeInTheDocument();
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('renders the toolbar slot above the table', () => {
    renderTable({ toolbar: <input aria-label="Search users" /> });
    expect(screen.getByRole('textbox', { name: 'Search users' })).toBeInTheDocument();
  });

  it('moves back to the last page when the current one no longer exists', () => {
    function Harness() {
      const [page, setPage] = useState(4);
      const [sort, setSort] = useState<DataTableSort<'name' | 'joined' | 'actions'>>({ key: 'name', dir: 'asc' });
      return (
        <DataTable
          caption="Users"
          columns={columns}
          rows={[]}
          rowKey={(p) => p.id}
          page={page}
          pageSize={3}
          total={7}
          onPageChange={setPage}
          sort={sort}
          onSortChange={setSort}
        />
      );
    }
    render(<Harness />);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
