import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@crp/shared';
import { stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UserDetails } from './user-details.tsx';

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 9,
  discordId: '300000000000000009',
  username: 'sparks',
  displayName: 'Sparks',
  email: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  isActive: true,
  isAdmin: false,
  canManageApplications: false,
  canReviewApplications: false,
  canManageStore: false,
  steam: null,
  guildJoinedAt: null,
  ...overrides,
});

function serve() {
  stubApi({
    'GET /api/admin/users/9/applications': () => ({ status: 200, body: { applications: [], total: 0 } }),
    'GET /api/admin/users/9/orders': () => ({ status: 200, body: { orders: [], unavailable: false } }),
    'GET /api/admin/users/9/transactions': () => ({ status: 200, body: { transactions: [], unavailable: false } }),
  });
}
const panel = () => within(screen.getByRole('heading', { name: 'Steam Account' }).closest('section')!);

describe('admin user details: Steam account (D33)', () => {
  it('shows the linked account with its STEAM_0 form, profile and hours, and the guild join date', () => {
    serve();
    renderWithProviders(
      <UserDetails
        user={user({
          guildJoinedAt: '2025-03-04T12:00:00.000Z',
          steam: {
            steamId: '76561197960287930',
            steamId2: 'STEAM_0:0:11101',
            profileUrl: 'https://steamcommunity.com/profiles/76561197960287930',
            personaName: 'Rabscuttle',
            avatarUrl: null,
            gmodHours: null,
            hoursUnknownReason: 'private',
            linkedAt: '2026-11-01T00:00:00.000Z',
            checkedAt: '2026-11-01T00:00:00.000Z',
            stale: false,
          },
        })}
      />,
    );
    expect(panel().getByText('76561197960287930')).toBeInTheDocument();
    expect(panel().getByText('STEAM_0:0:11101')).toBeInTheDocument();
    expect(panel().getByRole('link', { name: 'Steam profile' })).toHaveAttribute('href', 'https://steamcommunity.com/profiles/76561197960287930');
    expect(panel().getByText('Hours unknown (game details are private)')).toBeInTheDocument();
    expect(screen.getByText('Joined Discord Server').nextSibling).toHaveTextContent('3/4/2025');
  });

  it('says when none is linked', () => {
    serve();
    renderWithProviders(<UserDetails user={user()} />);
    expect(panel().getByText('No Steam account linked')).toBeInTheDocument();
  });
});
