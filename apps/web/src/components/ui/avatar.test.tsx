import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAvatarIndex } from '@crp/shared/roles';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  const member = { discordId: '300000000000000001', displayName: 'Player One', username: 'player_one' };

  it('shows the Discord avatar when the member has one', () => {
    const { container } = render(<Avatar user={{ ...member, avatar: 'a_1234abcd' }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.discordapp.com/avatars/300000000000000001/a_1234abcd.gif?size=64');
  });

  it('draws the initial on the colour of Discord’s default rule when there is none: no picture from a third party', () => {
    const { container } = render(<Avatar user={{ ...member, avatar: null }} />);
    expect(container.querySelector('img')).toBeNull();
    const initial = screen.getByTestId('avatar-initial');
    expect(initial).toHaveTextContent('P');
    const className = initial.className;
    expect(defaultAvatarIndex(member.discordId)).toBe(Number((BigInt(member.discordId) >> 22n) % 6n));
    // Two members with different indexes get different colours; the same member always the same one.
    const otherId = String(1n << 22n); // index 1
    expect(defaultAvatarIndex(otherId)).toBe(1);
    const other = render(<Avatar user={{ discordId: otherId, displayName: 'Zed', username: 'zed', avatar: null }} />);
    expect(other.container.querySelector('[data-testid="avatar-initial"]')!.className).not.toBe(className);
    const again = render(<Avatar user={{ ...member, avatar: null }} />);
    expect(again.container.querySelector('[data-testid="avatar-initial"]')!.className).toBe(className);
  });

  it('falls back to the initial when the avatar cannot load', () => {
    const { container } = render(<Avatar user={{ ...member, avatar: 'abc' }} />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('avatar-initial')).toHaveTextContent('P');
  });
});
