import { createHash, randomBytes } from 'node:crypto';
import { sendJson, startFakeServer, type FakeServer } from './fake-http.ts';

export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
  email: string | null;
  roles: string[];
}

export const FAKE_DISCORD = {
  clientId: '900000000000000001',
  clientSecret: 'fake-client-secret',
  guildId: '900000000000000100',
  botToken: 'fake-bot-token',
  adminRoleId: '900000000000000201',
  managerRoleId: '900000000000000202',
  reviewerRoleId: '900000000000000203',
};

export const fakeDiscordUsers: Record<'member' | 'admin' | 'reviewer' | 'leaver', FakeDiscordUser> = {
  member: { id: '300000000000000001', username: 'player_one', global_name: 'Player One', avatar: null, email: 'player@example.test', roles: [] },
  admin: {
    id: '300000000000000002',
    username: 'staff_admin',
    global_name: 'Staff Admin',
    avatar: 'a_1234abcd',
    email: 'admin@example.test',
    roles: [FAKE_DISCORD.adminRoleId],
  },
  reviewer: { id: '300000000000000003', username: 'staff_reviewer', global_name: null, avatar: null, email: null, roles: [FAKE_DISCORD.reviewerRoleId] },
  // A member the account-deletion tests may delete without touching the others' history.
  leaver: { id: '300000000000000004', username: 'leaving_member', global_name: 'Leaving Member', avatar: null, email: 'leaver@example.test', roles: [] },
};

interface Grant {
  user: FakeDiscordUser;
  challenge: string;
  redirectUri: string;
}

export interface FakeDiscord extends FakeServer {
  users: Record<string, FakeDiscordUser>;
  /** Role changes made by the bot: [method, userId, roleId]. */
  roleChanges: Array<[string, string, string]>;
  /** Webhook posts received: path and JSON body. */
  webhooks: Array<{ path: string; body: unknown }>;
  /** Make the token endpoint fail with this status (0 = normal). */
  failTokenWith: number;
  /** The environment variables that point the site at this fake. */
  env(): Record<string, string>;
}

/**
 * Discord's OAuth2 and REST surface on loopback. The authorize page is a real HTML consent screen
 * ("Authorize as …" / "Cancel") so browser tests sign in through the real redirect flow.
 */
export async function startFakeDiscord(port = 0): Promise<FakeDiscord> {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, FakeDiscordUser>();
  const state = {
    users: structuredClone(fakeDiscordUsers) as Record<string, FakeDiscordUser>,
    roleChanges: [] as Array<[string, string, string]>,
    webhooks: [] as Array<{ path: string; body: unknown }>,
    failTokenWith: 0,
  };

  const server = await startFakeServer((req, res) => {
    const path = req.url.pathname;
    const auth = req.headers.authorization ?? '';

    if (req.method === 'GET' && path === '/oauth2/authorize') {
      const q = req.url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      const decision = q.get('decision');
      if (q.get('client_id') !== FAKE_DISCORD.clientId || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('invalid authorize request');
        return;
      }
      if (decision === 'deny') {
        res.writeHead(302, { location: `${redirectUri}?error=access_denied&state=${encodeURIComponent(q.get('state') ?? '')}` });
        res.end();
        return;
      }
      const user = decision ? state.users[decision] : undefined;
      if (user) {
        const code = randomBytes(12).toString('hex');
        grants.set(code, { user, challenge: q.get('code_challenge') ?? '', redirectUri });
        res.writeHead(302, { location: `${redirectUri}?code=${code}&state=${encodeURIComponent(q.get('state') ?? '')}` });
        res.end();
        return;
      }
      const link = (d: string) => {
        const u = new URL(req.url.toString());
        u.searchParams.set('decision', d);
        return `${u.pathname}${u.search}`;
      };
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<!doctype html><html><head><title>Fake Discord</title></head><body><h1>Fake Discord authorization</h1>` +
          Object.keys(state.users)
            .map((k) => `<p><a href="${link(k)}">Authorize as ${k}</a></p>`)
            .join('') +
          `<p><a href="${link('deny')}">Cancel</a></p></body></html>`,
      );
      return;
    }

    if (req.method === 'POST' && path === '/api/oauth2/token') {
      if (state.failTokenWith) return sendJson(res, state.failTokenWith, { error: 'server_error' });
      const form = new URLSearchParams(req.body);
      const grant = grants.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (form.get('client_id') !== FAKE_DISCORD.clientId || form.get('client_secret') !== FAKE_DISCORD.clientSecret) {
        return sendJson(res, 401, { error: 'invalid_client' });
      }
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) {
        return sendJson(res, 400, { error: 'invalid_grant' });
      }
      grants.delete(form.get('code') ?? '');
      const token = randomBytes(16).toString('hex');
      tokens.set(token, grant.user);
      return sendJson(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 604800, scope: 'identify email guilds.members.read' });
    }

    const isBot = auth === `Bot ${FAKE_DISCORD.botToken}`;
    const bearer = auth.startsWith('Bearer ') ? tokens.get(auth.slice(7)) : undefined;

    if (req.method === 'POST' && path.startsWith('/api/webhooks/')) {
      state.webhooks.push({ path, body: safeJson(req.body) });
      res.writeHead(204);
      res.end();
      return;
    }

    // Public: what the Discord Authentication status check asks.
    if (req.method === 'GET' && path === '/api/v10/gateway') return sendJson(res, 200, { url: 'wss://gateway.discord.gg' });

    if (!isBot && !bearer) return sendJson(res, 401, { message: '401: Unauthorized', code: 0 });

    if (req.method === 'GET' && path === '/api/v10/users/@me') {
      if (isBot) return sendJson(res, 200, { id: '900000000000000999', username: 'Creative RP Bot', bot: true });
      const { roles: _roles, ...profile } = bearer!;
      return sendJson(res, 200, profile);
    }
    if (req.method === 'GET' && path === `/api/v10/users/@me/guilds/${FAKE_DISCORD.guildId}/member` && bearer) {
      return sendJson(res, 200, { roles: bearer.roles, nick: null });
    }
    const member = path.match(/^\/api\/v10\/guilds\/(\d+)\/members\/(\d+)(?:\/roles\/(\d+))?$/);
    if (member && isBot && member[1] === FAKE_DISCORD.guildId) {
      const user = Object.values(state.users).find((u) => u.id === member[2]);
      if (!user) return sendJson(res, 404, { message: 'Unknown Member', code: 10007 });
      if (member[3] && (req.method === 'PUT' || req.method === 'DELETE')) {
        state.roleChanges.push([req.method, user.id, member[3]]);
        user.roles = req.method === 'PUT' ? [...new Set([...user.roles, member[3]])] : user.roles.filter((r) => r !== member[3]);
        res.writeHead(204);
        res.end();
        return;
      }
      if (req.method === 'GET') return sendJson(res, 200, { roles: user.roles, nick: null });
    }
    return sendJson(res, 404, { message: '404: Not Found', code: 0 });
  }, port);

  const fake = Object.assign(server, {
    users: state.users,
    roleChanges: state.roleChanges,
    webhooks: state.webhooks,
    failTokenWith: 0,
    env: () => ({
      DISCORD_URL: server.url,
      DISCORD_CLIENT_ID: FAKE_DISCORD.clientId,
      DISCORD_CLIENT_SECRET: FAKE_DISCORD.clientSecret,
      DISCORD_GUILD_ID: FAKE_DISCORD.guildId,
      DISCORD_BOT_TOKEN: FAKE_DISCORD.botToken,
      DISCORD_ADMIN_ROLE_IDS: FAKE_DISCORD.adminRoleId,
      DISCORD_MANAGER_ROLE_IDS: FAKE_DISCORD.managerRoleId,
      DISCORD_REVIEWER_ROLE_IDS: FAKE_DISCORD.reviewerRoleId,
    }),
  });
  Object.defineProperty(fake, 'failTokenWith', { get: () => state.failTokenWith, set: (v: number) => (state.failTokenWith = v) });
  return fake;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
