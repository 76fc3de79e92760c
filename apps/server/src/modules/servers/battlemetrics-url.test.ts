import { describe, expect, it } from 'vitest';
import { addServerSchema, parseBattlemetricsUrl, parseServerAddress } from '@crp/shared';

describe('BattleMetrics URL parsing (read for its id, never fetched)', () => {
  it.each([
    ['https://www.battlemetrics.com/servers/gmod/1234567', 'gmod', '1234567'],
    ['https://battlemetrics.com/servers/gmod/1234567', 'gmod', '1234567'],
    ['https://www.battlemetrics.com/servers/gmod/1234567/', 'gmod', '1234567'],
    ['  https://www.battlemetrics.com/servers/rust/42?foo=bar#players ', 'rust', '42'],
    ['https://WWW.BattleMetrics.com/servers/GMOD/0099', 'gmod', '99'],
  ])('accepts %s', (input, game, id) => {
    expect(parseBattlemetricsUrl(input)).toEqual({ game, id, url: `https://www.battlemetrics.com/servers/${game}/${id}` });
  });

  it.each([
    ['http:// (not https)', 'http://www.battlemetrics.com/servers/gmod/1234567'],
    ['wrong host', 'https://www.gametracker.com/servers/gmod/1234567'],
    ['lookalike suffix host', 'https://battlemetrics.com.evil.test/servers/gmod/1234567'],
    ['lookalike prefix host', 'https://evilbattlemetrics.com/servers/gmod/1234567'],
    ['subdomain other than www', 'https://api.battlemetrics.com/servers/gmod/1234567'],
    ['userinfo trick', 'https://www.battlemetrics.com@evil.test/servers/gmod/1234567'],
    ['userinfo on the real host', 'https://user:pass@www.battlemetrics.com/servers/gmod/1234567'],
    ['explicit port', 'https://www.battlemetrics.com:8443/servers/gmod/1234567'],
    ['no id', 'https://www.battlemetrics.com/servers/gmod'],
    ['non-numeric id', 'https://www.battlemetrics.com/servers/gmod/abc'],
    ['extra path', 'https://www.battlemetrics.com/servers/gmod/1234567/players'],
    ['player page', 'https://www.battlemetrics.com/players/1234567'],
    ['encoded traversal', 'https://www.battlemetrics.com/servers/gmod/..%2F..%2Fadmin'],
    ['not a URL', 'battlemetrics 1234567'],
    ['javascript:', 'javascript:alert(1)//www.battlemetrics.com/servers/gmod/1'],
    ['empty', ''],
  ])('refuses %s', (_why, input) => {
    expect(parseBattlemetricsUrl(input)).toBeNull();
  });

  it('the add-server body needs a URL or an address, and says what is wrong', () => {
    expect(addServerSchema.safeParse({}).success).toBe(false);
    // PostgreSQL text cannot hold NUL: refused with a message instead of a 500.
    expect(addServerSchema.safeParse({ address: '203.0.113.5:27015', name: 'a\u0000b' }).success).toBe(false);
    const bad = addServerSchema.safeParse({ battlemetricsUrl: 'https://battlemetrics.com.evil.test/servers/gmod/1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/BattleMetrics server URL/);
    expect(addServerSchema.safeParse({ address: '203.0.113.5:27015', name: '  ' }).data).toEqual({ address: '203.0.113.5:27015' });
  });
});

describe('server address parsing', () => {
  it.each([
    ['203.0.113.5:27015', '203.0.113.5', 27015],
    ['play.example.net:27016', 'play.example.net', 27016],
  ])('accepts %s', (input, host, port) => expect(parseServerAddress(input)).toEqual({ host, port }));

  it.each(['203.0.113.5', '203.0.113.5:0', '203.0.113.5:70000', 'http://a.b:1', 'a b:1', 'user@host:1', ':27015', '[::1]:27015'])('refuses %s', (input) => {
    expect(parseServerAddress(input)).toBeNull();
  });
});
