import type { Messages } from '../lib/lingui.tsx';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameKey, Insights } from '@crp/shared';
import { LOCALE_NAMES } from '@crp/shared/locales';
import { englishCatalogues, englishMessages as english } from './english.ts';
import { areas } from '../../lingui.config.ts';
import { browserI18n } from '../lib/i18n.ts';
import { ApiRequestError, api } from '../lib/api-client.ts';
import { gmodHoursText } from '../components/ui/steam-facts.tsx';
import { formatDate, formatDateTime, formatInterviewDate, formatLongDate, formatShortDateTime } from '../lib/dates.ts';
import { formDefinition, formSummary, myResponse, question } from '../features/applications/test-fixtures.ts';
import { detail, list, listItem } from '../features/review/test-utils.tsx';
import { formDetail, listItem as formItem } from '../features/form-editor/test-utils.tsx';
import { formatDay, formatShortDay } from '../features/insights/format.ts';
import { stubApi } from './api.ts';
import { makeUser, renderApp, renderWithProviders, testSiteConfig } from './render.tsx';
import { AddServerModal } from '../features/servers/components/add-server-modal.tsx';
import { DeleteServerModal } from '../features/servers/components/delete-server-modal.tsx';
import { makeServer } from '../features/servers/test-fixtures.ts';
import { ErrorScreen } from '../app/layout/error-screen.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';

/**
 * D40: a translated screen shows no text that is not from the catalogues. Every message is rendered
 * in a pseudo-language (letters accented, each message in ⟦ ⟧); any text on the screen without the
 * brackets is a literal that escaped the catalogues. What members and staff wrote (names) and the
 * languages' own names in the picker are data, not texts to translate.
 */
const accents: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', c: 'ç', n: 'ñ' };
const pseudo = (text: string) => text.replace(/[aeiouAEIOUcn]/g, (c) => accents[c] ?? c);

/** The English catalogue (compiled) with every literal part accented and each message bracketed (placeholders kept). */
function pseudoMessages(): Messages {
  // A compiled message is a string or a list of tokens: a string, a placeholder [name, format?], or a choice [name, 'plural' | 'select' | …, { case: message }].
  const list = (message: unknown): unknown[] => (typeof message === 'string' ? [pseudo(message)] : (message as unknown[]).map(token));
  const token = (t: unknown): unknown => {
    if (typeof t === 'string') return pseudo(t);
    const [name, kind, cases] = t as [string, string?, unknown?];
    if (cases && typeof cases === 'object') return [name, kind, Object.fromEntries(Object.entries(cases).map(([k, v]) => [k, list(v)]))];
    return t;
  };
  return Object.fromEntries(
    Object.entries(english).map(([id, compiled]) => [id, ['⟦', ...list(compiled), '⟧']]),
  ) as Messages;
}

/** Every text a person reads on the page: text nodes and the read attributes (outside `skip`, parts not translated yet). */
function visibleTexts(root: HTMLElement, skip?: string): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      // What staff wrote: the site's name (D38) and the member's own name.
      if (parent?.closest('option, pre, [data-testid="nav-user"], [data-site-name]')) continue;
      if (skip && parent?.closest(skip)) continue;
      texts.push(node.textContent ?? '');
    } else {
      if (skip && (node as Element).closest(skip)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = (node as Element).getAttribute(attr);
        if (value) texts.push(value);
      }
    }
  }
  return texts;
}

/** A text outside a bracketed message: letters between ⟧ and ⟦ (or outside any). */
function untranslated(texts: string[]): string[] {
  const whole = texts.join('\u0000');
  // Innermost first: a message can hold another (a translated duration inside a sentence).
  let outside = whole;
  for (let inner = outside.replace(/⟦[^⟦⟧]*⟧/g, ' '); inner !== outside; inner = outside.replace(/⟦[^⟦⟧]*⟧/g, ' ')) outside = inner;
  return outside.split('\u0000').filter((t) => /\p{L}/u.test(t));
}

/** The admin screen's frame (title, subtitle, content): around its h1, the first on the page. */
const adminBody = async () => (await screen.findAllByRole('heading', { level: 1 }))[0]!.closest('.mb-8')!.parentElement!;

/** What is data, not catalogue text: names staff gave, addresses, dates and times written by Intl (lib/dates.ts). */
const withoutData = (texts: string[], data: string[]) => texts.filter((text) => !data.includes(text.trim()));

configure({ asyncUtilTimeout: 5000 });

/** The site's name in the navigation bar: what admins wrote (/admin/site), shown word by word. */
const siteName = [...testSiteConfig.identity.name.split(' '), testSiteConfig.identity.name];

const insights: Insights = {
  range: { from: '2026-03-09', to: '2026-03-11', tz: 'Europe/Berlin' },
  totals: { submitted: 7, accepted: 2, rejected: 2, withdrawn: 1 },
  acceptanceRate: 0.5,
  timeToFirstAction: { p50: 45, p90: 120_600 },
  timeToDecision: { p50: 600, p90: 400_000 },
  backlog: { open: 2, ageP50: 5400, ageP90: 900_000, oldestSubmittedAt: '2026-03-13T09:00:00.000Z' },
  daily: [
    { date: '2026-03-09', submitted: 2, accepted: 0, rejected: 0 },
    { date: '2026-03-10', submitted: 0, accepted: 1, rejected: 0 },
    { date: '2026-03-11', submitted: 2, accepted: 0, rejected: 1 },
  ],
  forms: [{ formId: 4, title: 'Staff Application', type: 'application', submitted: 5, accepted: 1, rejected: 2, acceptanceRate: 1 / 3, timeToDecisionP50: 120_600 }],
  reviewers: [{ discordId: '300000000000000009', displayName: 'Rhea Reviewer', decisions: 2, accepted: 0, rejected: 2, votes: 1, notes: 1, timeToDecisionP50: 120_600 }],
};
const gameKey: GameKey = {
  id: 4,
  name: 'Main server',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-24T12:00:00.000Z',
  lastUsedPath: '/api/game/v1/whitelist',
  prefix: 'crp_AbCd',
};
const pages = [
  { slug: 'guidelines', title: 'Server Guidelines', visibility: 'public', placement: 'footer', position: 0, path: '/guidelines', builtIn: true },
  { slug: 'events', title: 'Events', visibility: 'members', placement: 'nav', position: 1, path: '/p/events', builtIn: false },
];
const admin = () => makeUser({ id: 1, isAdmin: true, canManageApplications: true });

describe('translated screens in a pseudo-language', () => {
  beforeAll(() => browserI18n.loadAndActivate({ locale: 'en', messages: pseudoMessages() }));
  afterAll(() => browserI18n.loadAndActivate({ locale: 'en', messages: english }));

  it('the login page (with a sign-in error), the navigation bar signed out and the demo banner', async () => {
    renderApp('/login?error=denied', { site: { demoMode: true } });
    await screen.findByRole('alert');
    // The translated parts of the page (the footer and the rest of the shell are not translated yet: docs/translations.md).
    const header = document.querySelector('header')!;
    const banner = screen.getByRole('note');
    const login = screen.getByRole('heading', { level: 1 }).closest('div.w-full, [class*="w-full"]') as HTMLElement;
    for (const part of [header, banner, login]) expect(withoutData(untranslated(visibleTexts(part)), siteName)).toEqual([]);
    // The site's name is data (D38): shown as written.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('⟦Wélçómé tó Creative RP⟧');
    // The picker lists each language in its own name (data, not catalogue texts).
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(Object.values(LOCALE_NAMES)));
  });

  it("is made of every catalogue: the core one and each area's (decision 0039)", () => {
    const files = Object.keys(englishCatalogues).map((path) => path.replace('../locales/', ''));
    expect(files.sort()).toEqual(['en.po', ...Object.keys(areas).map((area) => `${area}/en.po`)].sort());
    for (const messages of Object.values(englishCatalogues)) for (const id of Object.keys(messages)) expect(english[id]).toBeDefined();
  });

  it("the home page's built-in texts (its own catalogue, loaded with it) and the footer's (the core one)", async () => {
    renderApp('/');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('⟦Wélçómé tó Créátívé RP⟧');
    const footer = document.querySelector('footer')!;
    expect(footer.textContent).toContain('⟦Á çréátívé-rólépláy çómmúñíty.⟧ ⟦Évéry púrçhásé íñ óúr stóré hélps fúñd áñd kéép thé sérvérs rúññíñg.⟧');
  });

  it('the navigation bar signed in as an admin', async () => {
    renderApp('/no-such-page', { user: makeUser({ isAdmin: true, discordRoles: [] }) });
    const nav = await screen.findByRole('navigation', { name: '⟦Máíñ⟧' });
    expect(screen.getByRole('link', { name: '⟦Ádmíñ Dáshbóárd⟧' })).toBeInTheDocument();
    expect(withoutData(untranslated(visibleTexts(nav.closest('header')!)), siteName)).toEqual([]);
  });

  it('the error screen', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <ErrorScreen />,
        Component: () => {
          throw Object.assign(new Error('⟦boom⟧'), { stack: undefined });
        },
      },
    ]);
    const original = console.error;
    console.error = () => {};
    try {
      const { container } = render(<RouterProvider router={router} />);
      await screen.findByRole('alert');
      expect(untranslated(visibleTexts(container))).toEqual([]);
    } finally {
      console.error = original;
    }
  });

  it("the API client's own messages and the Steam hours", async () => {
    const failing = Object.assign(() => Promise.reject(new TypeError('offline')), {});
    const { setApiTransport } = await import('../lib/api-client.ts');
    setApiTransport(failing);
    try {
      const err = await api('/x').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiRequestError);
      expect((err as Error).message).toMatch(/^⟦.*⟧$/);
    } finally {
      setApiTransport((url, init) => fetch(url, init));
    }
    expect(gmodHoursText({ gmodHours: 3 } as never)).toBe('⟦3 hóúrs⟧');
  });

  it('the insights screen: tiles, chart, legend, tables, range form, CSV link', { timeout: 20_000 }, async () => {
    stubApi({
      'GET /api/admin/insights': () => ({ status: 200, body: insights }),
      'GET /api/admin/applications': () => ({ status: 200, body: [] }),
    });
    renderApp('/admin/insights?from=2026-03-09&to=2026-03-11&tz=Europe/Berlin', { user: admin() });
    await screen.findAllByRole('table', { name: /⟦.*⟧/ });
    const body = await adminBody();
    const dates = insights.daily.flatMap((d) => [formatDay(d.date), formatShortDay(d.date)]);
    expect(withoutData(untranslated(visibleTexts(body)), [...dates, 'Staff Application', 'Rhea Reviewer'])).toEqual([]);
    expect(within(body).getByRole('link', { name: /⟦Dówñlóád CSV⟧/ })).toBeInTheDocument();
    // Plurals and durations come from the catalogues too.
    expect(within(body).getByText('⟦1 wíthdráwñ⟧')).toBeInTheDocument();
    expect(within(body).getByText('⟦45 s⟧')).toBeInTheDocument();
    expect(within(body).getByText('⟦9 íñ 10 wíthíñ ⟦4.6 dáys⟧⟧')).toBeInTheDocument();
  });

  it('the game servers screen and its create dialog', { timeout: 20_000 }, async () => {
    stubApi({ 'GET /api/admin/game-keys': () => ({ status: 200, body: [gameKey] }) });
    renderApp('/admin/game-servers', { user: admin() });
    await screen.findByText('Main server');
    fireEvent.click(screen.getByRole('button', { name: '⟦Créáté kéy⟧' }));
    await screen.findByRole('dialog', { name: '⟦Créáté á gámé sérvér kéy⟧' });
    fireEvent.click(screen.getAllByRole('button', { name: '⟦Créáté kéy⟧' }).at(-1)!);
    await screen.findByText('⟦Éñtér á ñámé.⟧');
    const data = ['Main server', gameKey.prefix, formatDateTime(gameKey.createdAt), formatDateTime(gameKey.lastUsedAt!)];
    expect(withoutData(untranslated(visibleTexts(await adminBody())), data)).toEqual([]);
  });

  it('the site settings screen (not what admins write in its fields, nor the home page preview: the home page is not translated yet)', { timeout: 20_000 }, async () => {
    renderApp('/admin/site', { user: admin() });
    const body = await adminBody();
    await within(body).findByRole('heading', { level: 2, name: '⟦Ídéñtíty⟧' });
    expect(untranslated(visibleTexts(body, '[data-testid="home-preview"], textarea'))).toEqual([]);
  });

  it('the custom pages screen: the list, the delete dialog and the page form with its rich-text editor', { timeout: 20_000 }, async () => {
    stubApi({ 'GET /api/pages': () => ({ status: 200, body: pages }) });
    renderApp('/admin/pages', { user: admin() });
    await screen.findByRole('rowheader', { name: 'Events' });
    const data = ['Server Guidelines', 'Events', '/guidelines', '/p/events'];
    fireEvent.click(screen.getByRole('button', { name: '⟦Délété Events⟧' }));
    expect(withoutData(untranslated(visibleTexts(await adminBody())), data)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '⟦Néw págé⟧' }));
    const form = (await screen.findByRole('heading', { level: 2, name: '⟦Néw págé⟧' })).closest('form')!;
    const editor = form.querySelector('[role="toolbar"]')?.parentElement;
    expect(editor).toBeTruthy();
    // The rich-text editor's toolbar is translated too (its glyphs B, I, U come from the catalogues).
    expect(untranslated(visibleTexts(form, 'dialog'))).toEqual([]);
  });
  it('the admin dashboard: side navigation, counters and link cards', { timeout: 20_000 }, async () => {
    stubApi({
      'GET /api/applications/responses': () => ({ status: 200, body: list([]) }),
    });
    renderApp('/admin', { user: admin() });
    const body = await adminBody();
    await within(body).findByRole('link', { name: /⟦Víéw Réspóñsés⟧/ });
    // The frame with the side navigation around the body.
    expect(untranslated(visibleTexts(body.parentElement!))).toEqual([]);
  });

  it('the response dashboard: counters, tabs, filters and the table', { timeout: 20_000 }, async () => {
    const items = [
      listItem({
        id: 1,
        status: 'under_review',
        assignedTo: { displayName: 'Riley Reviewer', discordId: '300000000000000009' },
        overdue: true,
        votes: { approve: 1, deny: 1, required: 3 },
        messages: { count: 2, lastFrom: 'applicant' },
      }),
      listItem({ id: 2, type: 'survey', application: undefined, survey: { title: 'Feedback' }, status: 'accepted', messages: { count: 1, lastFrom: 'staff' } }),
    ];
    stubApi({
      'GET /api/applications/responses': () => ({ status: 200, body: list(items, { total: 2 }) }),
      'GET /api/applications/public': () => ({ status: 200, body: [] }),
    });
    renderApp('/admin/responses?from=dashboard', { user: admin() });
    await screen.findByRole('table');
    const body = await adminBody();
    const data = ['Staff Application', 'Feedback', 'Marcus Hale', '300000000000000042', formatShortDateTime(items[0]!.submittedAt)];
    // The status badge (components/ui/status-badge.tsx, shared with the player screens) is the players' part: not translated yet.
    const badges = ['Under Review', 'Accepted'];
    expect(withoutData(untranslated(visibleTexts(body)), [...data, ...badges])).toEqual([]);
    expect(within(body).getByText('⟦1 óf 3 áppróvé, 1 déñy⟧')).toBeInTheDocument();
    expect(within(body).getByText('⟦2 mésságés · wáítíñg fór stáff⟧')).toBeInTheDocument();
  });

  it('the review screen: every section, the decision dialog and its interview block', { timeout: 30_000 }, async () => {
    const response = detail({
      status: 'under_review',
      assignedTo: { displayName: 'Riley Reviewer', discordId: '300000000000000009' },
      assignedAt: '2026-11-21T09:00:00.000Z',
      user: {
        id: 5,
        displayName: 'Marcus Hale',
        username: 'marcus',
        discordId: '300000000000000042',
        guildJoinedAt: '2025-01-02T10:00:00.000Z',
        steam: {
          steamId: '76561198000000001',
          steamId2: 'STEAM_0:1:19867136',
          profileUrl: 'https://steamcommunity.com/profiles/76561198000000001',
          personaName: 'marcus_gm',
          avatarUrl: null,
          gmodHours: 120,
          hoursUnknownReason: null,
          linkedAt: '2026-11-01T10:00:00.000Z',
          checkedAt: '2026-11-01T10:00:00.000Z',
          stale: true,
        },
      },
      gates: { requireSteam: true, minGmodHours: 100, minGuildDays: 30, requiredRoleIds: ['111'], blockedRoleIds: ['222'], cooldownDays: 14 },
      interviewScheduled: true,
      interviewDate: '2026-12-02T18:00:00.000Z',
      interviewNotes: 'Voice channel 2',
      history: [
        { fromStatus: null, toStatus: 'submitted', by: null, at: '2026-11-20T14:05:00.000Z', notes: null },
        { fromStatus: 'submitted', toStatus: 'under_review', by: { displayName: 'Riley Reviewer', discordId: '300000000000000009' }, at: '2026-11-21T09:00:00.000Z', notes: null },
      ],
      deliveries: [
        { id: 1, kind: 'discord_dm', status: 'failed', event: 'submitted', target: '300000000000000042', attempts: 3, lastError: 'Cannot send', deliveredAt: null, nextAttemptAt: '2026-11-21T10:00:00.000Z', createdAt: '2026-11-20T14:05:00.000Z' },
      ] as never,
      notes: [{ id: 1, body: 'Good answers', author: { displayName: 'Alex Admin', discordId: '1' }, createdAt: '2026-11-21T12:00:00.000Z', editedAt: '2026-11-21T13:00:00.000Z', canEdit: true, canDelete: true }],
      votes: { required: 2, binding: true, approve: 1, deny: 0, mine: 'approve', voters: [{ discordId: '1', displayName: 'Alex Admin', vote: 'approve', reason: 'Solid', at: '2026-11-21T12:00:00.000Z' }] },
      decidedByVote: true,
      staffPost: {
        channelId: '900',
        messageUrl: null,
        threadUrl: null,
        preview: { title: 'New application', colour: '#5865f2', description: 'From Marcus', fields: [], buttons: [{ label: 'Accept', disabled: true }] },
      },
    });
    stubApi({ 'GET /api/applications/response/42': () => ({ status: 200, body: response }) });
    renderApp('/admin/application/42', { user: admin() });
    await screen.findByRole('region', { name: '⟦Ápplíçáñt Íñfórmátíóñ⟧' });
    const body = await adminBody();
    const answers = ['Marcus Hale', 'Player reports and tickets', 'Events', 'Welcoming new players', '4 / 5', 'What is your', 'in-game', 'name?', 'Which areas interest you?', 'How active are you?', 'When did you join?', '*'];
    const written = ['Staff Application', 'Riley Reviewer', 'marcus', '5', 'marcus_gm', 'Voice channel 2', 'Good answers', 'Alex Admin', 'Solid', 'submitted', 'Cannot send', 'New application', 'From Marcus', 'Accept'];
    const ids = ['300000000000000042', '76561198000000001', 'STEAM_0:1:19867136', '1', '3', '·'];
    const dates = [
      formatDateTime(response.submittedAt),
      formatLongDate(response.user.guildJoinedAt),
      formatInterviewDate(response.interviewDate),
      formatDateTime('2026-11-21T12:00:00.000Z'),
      formatDateTime('2026-11-21T13:00:00.000Z'),
      formatDateTime('2026-11-21T10:00:00.000Z'),
      formatDateTime('2026-11-20T14:05:00.000Z'),
      formatDateTime('2026-11-21T09:00:00.000Z'),
      'March 15, 2021',
    ];
    // The status badge (shared with the player screens) and the composer's own buttons are the players' part: not translated yet.
    const players = ['Under Review'];
    const texts = untranslated(visibleTexts(body, 'form')).map((t) => t.replace(/^ · /, '').trim());
    expect(withoutData(texts, [...answers, ...written, ...ids, ...dates, ...players])).toEqual([]);

    // The Accept dialog: notes, the interview block with the applicant's slots.
    stubApi({ 'GET /api/applications/response/42': () => ({ status: 200, body: { ...response, votes: { ...response.votes, required: 0 }, decidedByVote: false } }) });
    fireEvent.click(within(body).getByRole('button', { name: '⟦Áççépt⟧' }));
    const dialog = await screen.findByRole('dialog', { name: '⟦Áççépt Ápplíçátíóñ⟧' });
    expect(untranslated(visibleTexts(dialog))).toEqual([]);
  });
  it('the user management screen with a member opened', { timeout: 20_000 }, async () => {
    const member = {
      id: 2,
      discordId: '300000000000000002',
      username: 'zoe_k',
      displayName: 'Zoe K',
      email: null,
      createdAt: '2026-03-04T10:00:00.000Z',
      lastLogin: null,
      isActive: true,
      isAdmin: true,
      canManageApplications: false,
      canReviewApplications: true,
      canManageStore: false,
      steam: null,
      guildJoinedAt: null,
    };
    stubApi({
      'GET /api/users': () => ({
        status: 200,
        body: { users: [member], total: 30, page: 1, pageSize: 25, stats: { totalUsers: 30, withApplications: 5, withOrders: null, adminUsers: 2 } },
      }),
      'GET /api/admin/users/2/applications': () => ({ status: 200, body: { applications: [] } }),
      'GET /api/admin/users/2/orders': () => ({ status: 200, body: { orders: [], unavailable: true } }),
      'GET /api/admin/users/2/transactions': () => ({ status: 200, body: { transactions: [], unavailable: false } }),
    });
    renderApp('/admin/users', { user: admin() });
    fireEvent.click(await screen.findByRole('button', { name: /⟦Víéw Détáíls⟧/ }));
    await screen.findByText('⟦Nó tráñsáçtíóñs fóúñd⟧');
    const data = ['Zoe K', 'Z', 'zoe_k', '300000000000000002', '30', '5', '2', '—'];
    expect(withoutData(untranslated(visibleTexts(await adminBody())), data)).toEqual([]);
  });

  it('the audit log', { timeout: 20_000 }, async () => {
    stubApi({
      'GET /api/admin/audit-log': () => ({
        status: 200,
        body: {
          entries: [
            { id: 1, action: 'form.update', targetType: 'form', targetId: '7', summary: 'Changed form', createdAt: '2026-11-24T12:00:00.000Z', actor: null },
          ],
          nextCursor: null,
          actions: ['form.update'],
        },
      }),
    });
    renderApp('/admin/audit-log', { user: admin() });
    await screen.findByRole('table', { name: '⟦Áúdít lóg, ñéwést fírst⟧' });
    // What the server wrote (the action's key and summary, the target) is data.
    const data = ['form.update', 'Changed form', 'form', '#7', formatShortDateTime('2026-11-24T12:00:00.000Z')];
    expect(withoutData(untranslated(visibleTexts(await adminBody())), data)).toEqual([]);
  });

  it('the system status screen', { timeout: 20_000 }, async () => {
    const checkedAt = '2026-11-24T12:00:00.000Z';
    const buckets = Array.from({ length: 24 }, (_, i) => ({ start: new Date(Date.parse('2026-11-23T13:00:00.000Z') + i * 3_600_000).toISOString(), checks: 2, online: 1 }));
    stubApi({
      'GET /api/admin/status/database': () => ({ status: 200, body: { status: 'online', latencyMs: 3, checkedAt, detail: null } }),
      'GET /api/admin/status/payment': () => ({ status: 503, body: { status: 'offline', message: 'Store down', checkedAt, latencyMs: null } }),
      'GET /api/admin/status/discord-auth': () => ({ status: 200, body: { status: 'online', latencyMs: 80, checkedAt, detail: null } }),
      'GET /api/admin/status/discord-bot': () => ({ status: 200, body: { status: 'online', latencyMs: 90, checkedAt, detail: 'Bot in guild' } }),
      'GET /api/admin/status/history': () => ({
        status: 200,
        body: { hours: 24, components: (['database', 'payment', 'discord-auth', 'discord-bot'] as const).map((component) => ({ component, buckets })) },
      }),
      'GET /api/admin/status/background': () => ({
        status: 200,
        body: { poller: { lastCycleAt: null, intervalMs: 60_000, servers: 2 }, deliveries: { pending: 3, failed: 1, oldestPendingAt: null } },
      }),
    });
    renderApp('/admin/system-status', { user: admin() });
    await screen.findByRole('heading', { name: '⟦Sómé Systéms Dówñ⟧' });
    const data = ['Store down', 'Bot in guild', '—', '3', '1', formatDateTime(checkedAt)];
    expect(withoutData(untranslated(visibleTexts(await adminBody())), data)).toEqual([]);
  });
  it('the forms list and its delete dialog', { timeout: 20_000 }, async () => {
    stubApi({
      'GET /api/admin/applications': () => ({
        status: 200,
        body: [
          formItem({ id: 1, title: 'Staff Application', responses: 2, deadline: '2026-01-05T10:00:00.000Z' }),
          formItem({ id: 2, title: 'Feedback', type: 'survey', isActive: false }),
        ],
      }),
    });
    renderApp('/admin/applications', { user: admin() });
    await screen.findByRole('heading', { level: 2, name: 'Feedback' });
    fireEvent.click(screen.getByRole('button', { name: '⟦Délété Staff Application⟧' }));
    await screen.findByRole('dialog');
    // What staff wrote (titles, descriptions) and the counts are data.
    const data = ['Staff Application', 'Feedback', 'About this form', '3', '2', '0', '(2)', '(1)', formatDate('2026-01-05T10:00:00.000Z')];
    expect(withoutData(untranslated(visibleTexts(await adminBody())), data)).toEqual([]);
    expect(untranslated(visibleTexts(screen.getByRole('dialog')))).toEqual([]);
  });

  it('the form editor with every section and its rich-text editors', { timeout: 30_000 }, async () => {
    stubApi({
      'GET /api/admin/applications': () => ({ status: 200, body: [] }),
      'GET /api/admin/applications/7': () => ({
        status: 200,
        body: formDetail({ responseCount: 5, votesRequired: 2, votingBinding: true, webhookIncoming: 'https://example.test/hook', deadline: '2026-12-01T10:00:00.000Z' }),
      }),
    });
    renderApp('/admin/applications?edit=7', { user: admin() });
    const heading = await screen.findByRole('heading', { level: 1, name: '⟦Édít Ápplíçátíóñ⟧' });
    const editor = heading.closest('.-mt-4') as HTMLElement;
    fireEvent.click(within(editor).getByRole('tab', { name: /⟦Págé 2⟧/ }));
    await within(editor).findByRole('button', { name: /⟦Shów óñly íf…⟧/ });
    const data = ['*', '1', '2', '1.', '2.', '3', '4', '5', '6', '7', '8', '9', '10'];
    // What the admin wrote in the rich-text fields (description, requirements) is data.
    expect(withoutData(untranslated(visibleTexts(editor, '[contenteditable], .ProseMirror')), data)).toEqual([]);
  });
  it("the game server list's add and delete dialogs (staff only, on the players' page)", { timeout: 20_000 }, async () => {
    const server = makeServer({ name: 'Creative #1' });
    renderWithProviders(
      <>
        <AddServerModal open onClose={() => {}} />
        <DeleteServerModal server={server} onClose={() => {}} />
      </>,
    );
    const add = await screen.findByRole('dialog', { name: '⟦Ádd Sérvér⟧' });
    expect(untranslated(visibleTexts(add))).toEqual([]);
    const remove = await screen.findByRole('dialog', { name: '⟦Délété Sérvér⟧' });
    expect(withoutData(untranslated(visibleTexts(remove)), ['Creative #1'])).toEqual([]);
  });
  it('the applications page (cards, badges, counts, deadline, eligibility) with the site\'s footer', { timeout: 20_000 }, async () => {
    const open = formSummary({ id: 1, slug: 'staff', title: 'Staff Application', questionCount: 6, closeDate: '2030-06-01T18:00:00.000Z' });
    const blocked = formSummary({
      id: 2,
      slug: 'builder',
      title: 'Builder Application',
      eligibility: { eligible: false, reasons: [{ code: 'steam_required', message: 'Link a Steam account first.' }] },
    } as never);
    const closed = formSummary({ id: 4, slug: 'old', title: 'Event Team', isActive: false, isOpen: false });
    const survey = formSummary({ id: 3, slug: 'feedback', title: 'Community Feedback Survey', type: 'survey', questionCount: 1 });
    stubApi({
      'GET /api/applications/public': () => ({ status: 200, body: [open, blocked, closed, survey] }),
      'GET /api/applications/my-applications': () => ({ status: 200, body: [myResponse({ id: 9, applicationId: 3, status: 'submitted' })] }),
    });
    renderApp('/applications', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Staff Application' });
    expect(screen.getByText('⟦6 qúéstíóñs⟧')).toBeInTheDocument();
    expect(screen.getByText('⟦1 qúéstíóñ⟧')).toBeInTheDocument();
    // What admins wrote (titles, descriptions), the server's eligibility reasons (not translated yet: docs/translations.md) and Intl's dates are data.
    const data = ['Staff Application', 'Builder Application', 'Event Team', 'Community Feedback Survey', 'About this form', 'Link a Steam account first.', ...siteName];
    expect(withoutData(untranslated(visibleTexts(document.body)), data)).toEqual([]);
    expect(screen.getByText(`⟦Déádlíñé: ${formatLongDate(open.closeDate)}⟧`)).toBeInTheDocument();
  });

  it('the dashboard: profile, quick actions, Steam card, application status with messages and interview', { timeout: 20_000 }, async () => {
    const response = myResponse({
      id: 1,
      status: 'pending_interview',
      reviewedAt: '2025-03-02T12:00:00.000Z',
      reviewNotes: 'Looking good.',
      interviewScheduled: true,
      interviewDate: null,
      messages: { count: 2, lastFrom: 'staff' },
    });
    stubApi({
      'GET /api/applications/my-applications': () => ({ status: 200, body: [response] }),
      'GET /api/store/user-stats': () => ({ status: 200, body: { success: true, recentOrders: [] } }),
      'GET /api/applications/response/1/messages': () => ({ status: 200, body: { canReply: true, messages: [] } }),
    });
    const user = makeUser({ email: null });
    renderApp('/dashboard', { user });
    await screen.findByRole('heading', { name: 'Staff Application' });
    await screen.findByRole('button', { name: '⟦Séñd réply⟧' });
    const data = ['Staff Application', 'Join the staff team', 'Looking good.', user.username, user.discordId, formatDate(user.createdAt), formatDate(response.submittedAt), formatDate(response.reviewedAt), ...siteName];
    expect(withoutData(untranslated(visibleTexts(document.body)), data)).toEqual([]);
  });

  it('my responses with its status filter, and the withdraw dialog', { timeout: 20_000 }, async () => {
    stubApi({ 'GET /api/applications/my-applications': () => ({ status: 200, body: [myResponse({ id: 1 })] }) });
    renderApp('/my-responses?from=dashboard', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Staff Application' });
    fireEvent.click(screen.getByRole('button', { name: '⟦Wíthdráw⟧' }));
    await screen.findByRole('dialog');
    const data = ['Staff Application', 'Join the staff team', formatDate(myResponse({ id: 1 }).submittedAt), ...siteName];
    expect(withoutData(untranslated(visibleTexts(document.body)), data)).toEqual([]);
  });

  it('the application form page: header, steps, page progress, every kind of question', { timeout: 20_000 }, async () => {
    const definition = formDefinition({
      closeDate: '2030-06-01T18:00:00.000Z',
      requiresInterview: true,
      enablePagination: true,
      questions: [
        question({ id: 1, type: 'short_text', title: 'Your age', isRequired: true }),
        question({ id: 2, type: 'dropdown', title: 'Region', options: [{ id: 'eu', label: 'Europe' }] }),
        question({ id: 3, type: 'rating', title: 'Experience', ratingScale: { min: 1, max: 5 } }),
        question({ id: 4, type: 'single_choice', title: 'Play time' }),
        question({ id: 5, type: 'long_text', title: 'Why you?', pageNumber: 2 }),
      ],
    });
    stubApi({
      'GET /api/applications/staff': () => ({ status: 200, body: definition }),
      'GET /api/applications/staff/status': () => ({ status: 200, body: { status: null } }),
    });
    renderApp('/application-form/staff', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Staff Application' });
    fireEvent.click(screen.getByRole('button', { name: '⟦Néxt⟧' }));
    // The shared answer rules' messages are translated where shown (features/applications/answer-messages.ts).
    await screen.findByText('⟦Thís fíéld ís réqúíréd⟧');
    const data = ['Staff Application', 'About this form', 'Your age', 'Region', 'Europe', 'Experience', 'Play time', ...siteName];
    expect(withoutData(untranslated(visibleTexts(document.body)), data)).toEqual([]);
  });
  it('the home page: hero, how to connect with the live status, what to expect, featured products, rules (the built-in texts)', { timeout: 20_000 }, async () => {
    const server = makeServer({ id: 1, name: 'Main' });
    const product = { id: '42', slug: 'vip-rank', name: 'VIP Rank', description: '<p>Long</p>', shortDescription: '<p>Short</p>', price: 9.99, images: [], firstImage: null };
    stubApi({
      'GET /api/servers': () => ({ status: 200, body: [server] }),
      'GET /api/store/featured': () => ({ status: 200, body: [product] }),
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'VIP Rank' });
    await screen.findByTestId('server-status-badge');
    // Data: the server's address and port, the product's name, text and price (store-format), the badge's figures.
    const data = ['VIP Rank', 'Short', '$9.99', server.ipAddress!, String(server.port), `${server.playerCount}/${server.maxPlayers}`, ...siteName];
    expect(withoutData(untranslated(visibleTexts(document.body)), data)).toEqual([]);
  });

  it('the server status page and a server\'s mods', { timeout: 20_000 }, async () => {
    const server = makeServer({ id: 1, name: 'Main', description: null, error: 'timeout' });
    stubApi({
      'GET /api/servers': () => ({ status: 200, body: [server] }),
      'GET /api/servers/1': () => ({ status: 200, body: server }),
      'GET /api/servers/1/mods': () => ({
        status: 200,
        body: { collectionId: '123', stale: true, fetchedAt: '2026-11-20T10:00:00.000Z', mods: [{ id: 7, workshopId: '777', name: 'Props Pack', description: null, url: 'https://steam.test/777', searchUrl: 'https://steam.test/s', previewUrl: null, updatedAt: '2026-11-01T10:00:00.000Z' }] },
      }),
    });
    const { router } = renderApp('/server-status', { user: makeUser({ isAdmin: true }) });
    await screen.findByRole('heading', { name: 'Main' });
    const figures = [`${server.playerCount}/${server.maxPlayers}`, '99.3%', 'gm_construct', '1', '0', String(server.playerCount), 'timeout'];
    expect(withoutData(untranslated(visibleTexts(document.body)), ['Main', ...figures, ...siteName])).toEqual([]);
    await router.navigate('/server/1/mods');
    await screen.findByRole('heading', { name: 'Props Pack' });
    const modData = ['Main', 'Props Pack', 'P', '1', formatDate('2026-11-01T10:00:00.000Z'), formatDate('2026-11-20T10:00:00.000Z'), ...siteName];
    expect(withoutData(untranslated(visibleTexts(document.body)), modData)).toEqual([]);
  });
});
