import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackgroundStatus, StatusHistory } from '@crp/shared';
import { apiError, stubApi, type StubAnswer } from '../../test/api.ts';
import { makeUser, renderApp } from '../../test/render.tsx';
import { STATUS_POLL_MS } from './api.ts';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

const admin = makeUser({ id: 1, isAdmin: true });
const checkedAt = '2026-11-24T12:00:00.000Z';
const online = (latencyMs: number, detail: string | null = null): StubAnswer => ({ status: 200, body: { status: 'online', latencyMs, checkedAt, detail } });
const failed = (status: 'offline' | 'error', message: string): StubAnswer => ({ status: 503, body: { status, message, checkedAt, latencyMs: 5000 } });

const history: StatusHistory = {
  hours: 24,
  components: (['database', 'payment', 'discord-auth', 'discord-bot'] as const).map((component) => ({
    component,
    buckets: Array.from({ length: 24 }, (_, i) => ({
      start: new Date(Date.parse('2026-11-23T13:00:00.000Z') + i * 3_600_000).toISOString(),
      checks: 120,
      online: component === 'payment' && i >= 20 ? 0 : 120,
    })),
  })),
};
const background: BackgroundStatus = {
  poller: { lastCycleAt: new Date().toISOString(), intervalMs: 60_000, servers: 2 },
  deliveries: { pending: 3, failed: 1, oldestPendingAt: '2026-11-24T11:58:00.000Z' },
};

function stubStatus(answers: Partial<Record<'database' | 'payment' | 'discord-auth' | 'discord-bot', () => StubAnswer | Promise<StubAnswer>>> = {}) {
  return stubApi({
    'GET /api/admin/status/database': answers.database ?? (() => online(3)),
    'GET /api/admin/status/payment': answers.payment ?? (() => online(40)),
    'GET /api/admin/status/discord-auth': answers['discord-auth'] ?? (() => online(80)),
    'GET /api/admin/status/discord-bot': answers['discord-bot'] ?? (() => online(90, 'Bot in guild, highest role above every form role')),
    'GET /api/admin/status/history': () => ({ status: 200, body: history }),
    'GET /api/admin/status/background': () => ({ status: 200, body: background }),
  }).calls;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('system status', () => {
  it('all four online: "All Systems Operational", latency, last checked, uptime strips and the background card', async () => {
    stubStatus();
    renderApp('/admin/system-status?from=dashboard', { user: admin });
    expect(await screen.findByRole('heading', { name: 'All Systems Operational' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByText(/^Last Updated: /)).not.toHaveTextContent('—');
    for (const [name, latency] of [
      ['Database', '3 ms'],
      ['Payment Gateway', '40 ms'],
      ['Discord Authentication', '80 ms'],
      ['Discord Bot', '90 ms'],
    ]) {
      expect(within(card(name!)).getByText('Online')).toBeInTheDocument();
      expect(within(card(name!)).getByText(latency!)).toBeInTheDocument();
    }
    expect(within(card('Discord Bot')).getByText('Bot in guild, highest role above every form role')).toBeInTheDocument();
    expect(within(card('Payment Gateway')).getByText('Payment Gateway: 83.3% of 2880 checks online in the last 24 hours')).toBeInTheDocument();
    expect(within(card('Database')).getByText('100% online')).toBeInTheDocument();

    const work = within(screen.getByRole('region', { name: 'Background Work' }));
    expect(work.getByText('Deliveries pending').nextSibling).toHaveTextContent('3');
    expect(work.getByText('Deliveries failed').nextSibling).toHaveTextContent('1');
    expect(work.getByText(/2 servers, every 60 s/)).toBeInTheDocument();
  });

  it('a failing component shows what is wrong ("Some Systems Down"); a failed call is an Error; Refresh checks again', async () => {
    let storeDown = true;
    let release = () => {};
    const held = () => new Promise<void>((resolve) => (release = resolve));
    stubStatus({
      payment: () => (storeDown ? failed('offline', 'The store answered 500.') : held().then(() => online(41))),
      'discord-bot': () => apiError(500, 'Internal Server Error'),
    });
    renderApp('/admin/system-status', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Some Systems Down' })).toBeInTheDocument();
    expect(within(card('Payment Gateway')).getByText('Offline')).toBeInTheDocument();
    expect(within(card('Payment Gateway')).getByText('The store answered 500.')).toBeInTheDocument();
    expect(within(card('Payment Gateway')).getByText('5000 ms')).toBeInTheDocument();
    expect(within(card('Discord Bot')).getByText('Error')).toBeInTheDocument();

    // Refresh runs every check again and says so while it does.
    storeDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    expect(within(card('Payment Gateway')).getByText('Checking...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(within(card('Payment Gateway')).getByText('Online')).toBeInTheDocument();
    expect(within(card('Payment Gateway')).getByText('41 ms')).toBeInTheDocument();
  });

  it('every component down: "Systems Offline"', async () => {
    const down = () => failed('offline', 'No answer within 5 s.');
    stubStatus({ database: down, payment: down, 'discord-auth': down, 'discord-bot': down });
    renderApp('/admin/system-status', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Systems Offline' })).toBeInTheDocument();
    expect(screen.getAllByText('No answer within 5 s.')).toHaveLength(4);
  });

  it('polls every 30 s while the page is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubStatus();
    renderApp('/admin/system-status', { user: admin });
    expect(await screen.findByRole('heading', { name: 'All Systems Operational' })).toBeInTheDocument();
    const checks = () => calls.filter((c) => c.path === '/api/admin/status/database').length;
    expect(checks()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS + 100));
    expect(checks()).toBe(2);

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 3));
    expect(checks()).toBe(2);
  });
});
