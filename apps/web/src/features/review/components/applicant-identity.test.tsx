import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, renderAdmin, stubApi } from '../test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('review screen: who the applicant is in game (D33, D34)', () => {
  it('shows Steam ID, STEAM_0 form, profile link, hours, guild join date and the form’s gates', async () => {
    const base = detail();
    stubApi({
      'GET /api/applications/response/42': () => ({
        status: 200,
        body: detail({
          user: {
            ...base.user,
            guildJoinedAt: '2025-03-04T12:00:00.000Z',
            steam: {
              steamId: '76561198000000101',
              steamId2: 'STEAM_0:1:19867186',
              profileUrl: 'https://steamcommunity.com/profiles/76561198000000101',
              personaName: 'Marcus on Steam',
              avatarUrl: null,
              gmodHours: 312,
              hoursUnknownReason: null,
              linkedAt: '2026-11-01T00:00:00.000Z',
              checkedAt: '2026-11-01T00:00:00.000Z',
              stale: true,
            },
          },
          gates: { requireSteam: true, minGmodHours: 100, minGuildDays: 30, requiredRoleIds: [], blockedRoleIds: ['700000000000000003'], cooldownDays: 0 },
        }),
      }),
    });
    renderAdmin('/admin/application/42');
    const info = within(await screen.findByRole('region', { name: 'Applicant Information' }));
    expect(info.getByText('Steam ID').nextSibling).toHaveTextContent('76561198000000101');
    expect(info.getByText('STEAM_0 ID').nextSibling).toHaveTextContent('STEAM_0:1:19867186');
    expect(info.getByRole('link', { name: 'Marcus on Steam' })).toHaveAttribute('href', 'https://steamcommunity.com/profiles/76561198000000101');
    expect(info.getByText("Garry's Mod Hours").nextSibling).toHaveTextContent('312 hours(cached: Steam could not be reached)');
    expect(info.getByText('Joined Discord Server').nextSibling).toHaveTextContent('March 4, 2025');
    const gates = info.getByText('Eligibility Gates').nextSibling as HTMLElement;
    expect(gates).toHaveTextContent("At least 100 hours in Garry's Mod");
    expect(gates).toHaveTextContent('None of the roles 700000000000000003');
  });

  it('says when no Steam account is linked', async () => {
    stubApi({ 'GET /api/applications/response/42': () => ({ status: 200, body: detail() }) });
    renderAdmin('/admin/application/42');
    const info = within(await screen.findByRole('region', { name: 'Applicant Information' }));
    expect(info.getByText('Steam ID').nextSibling).toHaveTextContent('Not linked');
    expect(info.getByText('Joined Discord Server').nextSibling).toHaveTextContent('Unknown');
    expect(info.queryByText('Eligibility Gates')).toBeNull();
  });
});
