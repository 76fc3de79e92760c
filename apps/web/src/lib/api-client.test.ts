import { describe, expect, it } from 'vitest';
import { avatarUrl, safeRedirectPath } from '@crp/shared';
import { loginRedirectTarget } from './api-client.ts';

describe('401 handling', () => {
  it('goes to /login with the current path and query', () => {
    expect(loginRedirectTarget({ pathname: '/application-form/staff', search: '?page=2' })).toBe('/login?returnTo=%2Fapplication-form%2Fstaff%3Fpage%3D2');
  });
  it('goes to plain /login when already there', () => {
    expect(loginRedirectTarget({ pathname: '/login', search: '?returnTo=%2Fx' })).toBe('/login');
  });
});

describe('returnTo', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/applications?tab=2#top', '/applications?tab=2#top'],
    [null, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectPath(input, '/')).toBe(expected);
  });
});

describe('avatars (D17)', () => {
  it('uses gif for animated hashes and png otherwise', () => {
    expect(avatarUrl({ discordId: '1', avatar: 'a_abc' }, 32)).toMatch(/\/avatars\/1\/a_abc\.gif\?size=32$/);
    expect(avatarUrl({ discordId: '1', avatar: 'abc' })).toMatch(/\/avatars\/1\/abc\.png\?size=256$/);
  });
  it('picks the default avatar from the id, stably', () => {
    const id = '300000000000000001';
    const expected = Number((BigInt(id) >> 22n) % 6n);
    expect(avatarUrl({ discordId: id, avatar: null })).toBe(`https://cdn.discordapp.com/embed/avatars/${expected}.png`);
    expect(avatarUrl({ discordId: id, avatar: null })).toBe(avatarUrl({ discordId: id, avatar: null }));
  });
});
