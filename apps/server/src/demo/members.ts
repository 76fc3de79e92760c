import type { AppContext } from '../context.ts';

/**
 * Demo mode's community (D27): enough members for user management to show its search, pages,
 * counters and every kind of row (admins, no display name, no e-mail, never signed in, inactive).
 * Discord ids 9000000000000002xx belong to this seeder; the responses seeder owns …01xx.
 */
const first = [
  'Ava',
  'Noah',
  'Mia',
  'Leo',
  'Zoe',
  'Kai',
  'Ivy',
  'Finn',
  'Nora',
  'Eli',
  'Ruby',
  'Milo',
  'Luna',
  'Owen',
  'Isla',
  'Ezra',
  'Jade',
  'Axel',
  'Skye',
  'Rex',
];
const last = ['Carter', 'Nguyen', 'Schmidt', 'Rossi', 'Kowalski', 'Silva', 'Dubois', 'Larsen', 'Okafor', 'Ivanova'];

export const demoMembers = Array.from({ length: 48 }, (_, i) => {
  const name = `${first[i % first.length]} ${last[(i * 7) % last.length]}`;
  const handle = name.toLowerCase().replace(' ', i % 2 ? '_' : '.');
  return {
    discordId: `9000000000000002${String(i).padStart(2, '0')}`,
    username: `${handle}${i > 19 ? i : ''}`,
    // Every 9th member has no display name (the row falls back to the username).
    displayName: i % 9 === 4 ? null : name,
    // Every 7th member shared no e-mail ('No email').
    email: i % 7 === 3 ? null : `${handle}${i}@players.demo.invalid`,
    isAdmin: i === 2 || i === 17,
    canReview: i === 2 || i === 17 || i === 8 || i === 30,
    canManage: i === 2 || i === 17 || i === 8,
    canStore: i === 17,
    isActive: i !== 11,
    daysAgo: 400 - i * 8,
    lastLoginDaysAgo: i % 5 === 1 ? null : (i * 3) % 20,
  };
});

const DAY = 86_400_000;

export async function seedDemoMembers(ctx: AppContext): Promise<void> {
  const now = Date.now();
  for (const m of demoMembers) {
    await ctx.db
      .insertInto('users')
      .values({
        discord_id: m.discordId,
        username: m.username,
        display_name: m.displayName,
        avatar: null,
        email: m.email,
        discord_roles: '[]',
        is_admin: m.isAdmin ? 1 : 0,
        can_manage_applications: m.canManage ? 1 : 0,
        can_review_applications: m.canReview ? 1 : 0,
        can_manage_store: m.canStore ? 1 : 0,
        is_active: m.isActive ? 1 : 0,
        created_at: new Date(now - m.daysAgo * DAY).toISOString(),
        last_login: m.lastLoginDaysAgo === null ? null : new Date(now - m.lastLoginDaysAgo * DAY - 3_600_000).toISOString(),
      })
      .onConflict((oc) => oc.column('discord_id').doNothing())
      .execute();
  }
}
