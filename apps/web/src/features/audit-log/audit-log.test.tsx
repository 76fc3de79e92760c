import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLog } from '@crp/shared';
import { apiError, stubApi } from '../../test/api.ts';
import { makeUser, renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, isAdmin: true });
const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  action: 'form.update',
  targetType: 'form',
  targetId: '7',
  summary: `Change ${id}`,
  createdAt: '2026-11-24T12:00:00.000Z',
  actor: { id: 1, displayName: 'Ada Admin', discordId: '300000000000000001' },
  ...overrides,
});
const log = (entries: AuditEntry[], nextCursor: string | null = null): AuditLog => ({
  entries,
  nextCursor,
  actions: ['form.update', 'response.decide', 'server.add'],
});

describe('audit log', () => {
  it('lists entries newest first with actor, action and what changed; Older and Newer page by cursor', async () => {
    const { calls } = stubApi({
      'GET /api/admin/audit-log': ({ search }) =>
        search.get('before') === 'c1'
          ? { status: 200, body: log([entry(1, { summary: 'The first change', actor: null, targetId: null })]) }
          : { status: 200, body: log([entry(3, { action: 'response.decide', summary: 'Accepted response #12' }), entry(2)], 'c1') },
    });
    renderApp('/admin/audit-log', { user: admin });
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual(['response.decide', 'form.update']);
    expect(within(rows[0]!).getByText('Accepted response #12')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('form #7')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Ada Admin')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('The first change')).toBeInTheDocument();
    expect(screen.getByText('System')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(calls.at(-1)!.search.get('before')).toBe('c1');
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Accepted response #12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
  });

  it('filters by action and actor (debounced) in the URL and the request; nothing found says so', async () => {
    const { calls } = stubApi({
      'GET /api/admin/audit-log': ({ search }) => ({ status: 200, body: log(search.get('actor') === 'nobody' ? [] : [entry(1)]) }),
    });
    const { router } = renderApp('/admin/audit-log', { user: admin });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'server.add' } });
    await waitFor(() => expect(router.state.location.search).toBe('?action=server.add'));
    fireEvent.change(screen.getByLabelText('Actor'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No entries found')).toBeInTheDocument();
    expect(Object.fromEntries(calls.at(-1)!.search)).toEqual({ action: 'server.add', actor: 'nobody', pageSize: '25' });
    expect(calls.filter((c) => c.search.get('actor')?.startsWith('nob'))).toHaveLength(1);
  });

  it('a failed load offers Try Again', async () => {
    let fail = true;
    stubApi({ 'GET /api/admin/audit-log': () => (fail ? apiError(500, 'Internal Server Error') : { status: 200, body: log([entry(5)]) }) });
    renderApp('/admin/audit-log', { user: admin });
    expect(await screen.findByText('Failed to load the audit log')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Change 5')).toBeInTheDocument();
  });
});
