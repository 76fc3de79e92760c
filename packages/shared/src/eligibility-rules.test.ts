import { describe, expect, it } from 'vitest';
import { checkEligibility, eligibilityDate, noEligibilityGates, type EligibilityFacts } from './eligibility-rules.ts';
import { isSteamId64, toSteamId2 } from './steam-ids.ts';

const now = new Date('2026-11-27T12:00:00.000Z');
const facts = (overrides: Partial<EligibilityFacts> = {}): EligibilityFacts => ({
  steamLinked: true,
  gmodHours: 50,
  guildJoinedAt: '2025-01-01T00:00:00.000Z',
  roles: [],
  lastRejectedAt: null,
  ...overrides,
});

describe('eligibility rules (D34)', () => {
  it('says when a wait ends, in words and as an ISO date', () => {
    const r = checkEligibility({ ...noEligibilityGates, cooldownDays: 7 }, facts({ lastRejectedAt: '2026-11-26T09:00:00.000Z' }), now);
    expect(r).toEqual({
      eligible: false,
      reasons: [
        {
          code: 'cooldown',
          message: 'Your last application was rejected. You can apply again on 3 December.',
          // The same text in the server's catalogue, said in the member's language (D40).
          text: { id: 'error.eligibility.cooldown', values: { date: new Date('2026-12-03T09:00:00.000Z') } },
          until: '2026-12-03T09:00:00.000Z',
        },
      ],
    });
    expect(eligibilityDate('2027-01-05T00:00:00.000Z', now)).toBe('5 January 2027');
  });

  it('a gate that cannot be checked refuses and says why', () => {
    expect(checkEligibility({ ...noEligibilityGates, minGmodHours: 5 }, facts({ gmodHours: null, hoursUnknownReason: 'private' }), now).reasons[0]).toMatchObject({
      code: 'gmod_hours_unknown',
      message: expect.stringContaining('Game details'),
    });
    expect(checkEligibility({ ...noEligibilityGates, minGuildDays: 5 }, facts({ guildJoinedAt: null }), now).reasons[0]?.code).toBe('guild_days');
  });

  it('hours short on cached facts say from when they are', () => {
    const r = checkEligibility({ ...noEligibilityGates, minGmodHours: 100 }, facts({ gmodHours: 50, hoursCachedFrom: '2026-11-20T10:00:00.000Z' }), now);
    expect(r.reasons[0]?.message).toBe(
      "This form needs at least 100 hours in Garry's Mod; you have 50 hours. (Steam could not be reached on your last refresh: these are your hours as of 20 November.)",
    );
  });

  it('names roles when their names are known', () => {
    const r = checkEligibility({ ...noEligibilityGates, blockedRoleIds: ['9'] }, facts({ roles: ['9'], roleNames: { '9': 'Banned' } }), now);
    expect(r.reasons[0]?.message).toBe('Members with the Discord role Banned cannot apply to this form.');
  });
});

describe('Steam ids (D33)', () => {
  it('accepts individual accounts only and writes the STEAM_0 form', () => {
    expect(isSteamId64('76561197960287930')).toBe(true);
    expect(toSteamId2('76561197960287930')).toBe('STEAM_0:0:11101');
    for (const bad of ['76561197960265728', '76561190000000000', '7656119796028793', '103582791429521412', 'x6561197960287930']) expect(isSteamId64(bad)).toBe(false);
  });
});
