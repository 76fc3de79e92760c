import { createHash, randomBytes } from 'node:crypto';
import { sendJson, startFakeServer, type FakeServer } from './fake-http.ts';

export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
  email: string | null;
  roles: string[];
  /** When they joined the guild (the member object's joined_at, D34); a fixed date long ago when left out, null: none given. */
  joined_at?: string | null;
}

export const FAKE_DISCORD = {
  clientId: '900000000000000001',
  clientSecret: 'fake-client-secret',
  guildId: '900000000000000100',
  botToken: 'fake-bot-token',
  adminRoleId: '900000000000000201',
  managerRoleId: '900000000000000202',
  reviewerRoleId: '900000000000000203',
  botUserId: '900000000000000999',
  botRoleId: '900000000000000300',
  /** A guild text channel for staff-channel posts (D32). */
  staffChannelId: '900000000000000500',
};

/** Discord's permission bits the fake checks. */
export const DISCORD_PERMISSIONS = { administrator: 1n << 3n, manageRoles: 1n << 28n } as const;

export interface FakeGuildRole {
  id: string;
  name: string;
  position: number;
  permissions: string;
  managed: boolean;
}

/** The guild's roles: @everyone, the bot's own role (Manage Roles, position 10), and three form roles below it. */
export function defaultGuildRoles(): FakeGuildRole[] {
  return [
    { id: FAKE_DISCORD.guildId, name: '@everyone', position: 0, permissions: '0', managed: false },
    { id: FAKE_DISCORD.botRoleId, name: 'Creative RP Bot', position: 10, permissions: String(DISCORD_PERMISSIONS.manageRoles), managed: true },
    { id: FAKE_DISCORD.adminRoleId, name: 'Admin', position: 20, permissions: String(DISCORD_PERMISSIONS.administrator), managed: false },
    { id: FAKE_DISCORD.managerRoleId, name: 'Manager', position: 15, permissions: '0', managed: false },
    { id: FAKE_DISCORD.reviewerRoleId, name: 'Reviewer', position: 12, permissions: '0', managed: false },
    { id: '900000000000000401', name: 'Applicant', position: 3, permissions: '0', managed: false },
    { id: '900000000000000402', name: 'Interview', position: 4, permissions: '0', managed: false },
    { id: '900000000000000403', name: 'Member', position: 5, permissions: '0', managed: false },
  ];
}

/** The three form roles of defaultGuildRoles(), as a form's discordRoleAssignments. */
export const FAKE_FORM_ROLES = { pending_review: '900000000000000401', pending_interview: '900000000000000402', accepted: '900000000000000403' };

export interface FakeDm {
  channelId: string;
  recipientId: string;
  content: string;
  nonce: string | null;
  allowedMentions: unknown;
  at: number;
}

/** A message the bot posted in a guild channel (a staff-channel post, D32), with its edits and thread. */
export interface FakeChannelPost {
  channelId: string;
  messageId: string;
  body: Record<string, unknown>;
  nonce: string | null;
  edits: Array<Record<string, unknown>>;
  thread: { id: string; name: string } | null;
}

/** A guild text channel the bot may post in: its permission overwrites decide what the bot may do. */
export interface FakeChannel {
  id: string;
  guildId: string;
  name: string;
  overwrites: Array<{ id: string; type: number; allow: string; deny: string }>;
}

export interface InjectedFailure {
  method?: string;
  path: RegExp;
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  times: number;
}

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
  /** The guild's roles (positions, permissions, managed); edit to model a set-up. */
  guildRoles: FakeGuildRole[];
  /** The roles of the bot's own member. */
  botRoles: string[];
  /** Whether the bot is a member of the guild at all. */
  botInGuild: boolean;
  /** Members that are not among `users`: Discord ID → roles. */
  members: Map<string, string[]>;
  /** Users whose DMs are closed to the bot (Discord 50007). */
  closedDms: Set<string>;
  /** Direct messages the bot sent (a nonce sent again with enforce_nonce adds none). */
  dms: FakeDm[];
  /** Guild channels by id (one staff channel, FAKE_DISCORD.staffChannelId, to start with). */
  channels: Map<string, FakeChannel>;
  /** Messages the bot posted in guild channels, with their edits and threads. */
  posts: FakeChannelPost[];
  /** Per route bucket: this many calls per window, then 429 (Discord's own per-route limits). */
  bucketLimit: number;
  bucketWindowMs: number;
  /** Answer the next matching request(s) with this instead. */
  failNext(failure: Omit<InjectedFailure, 'times'> & { times?: number }): void;
  /** Adds a guild member (an applicant) with these roles. */
  addMember(discordId: string, roles?: string[]): void;
  /** The DM channel the bot opened with this user, if any. */
  dmChannelOf(discordId: string): string | undefined;
  /** A member's roles, wherever they are kept; undefined when not a member. */
  rolesOf(discordId: string): string[] | undefined;
  /** Gives a member (one of `users` or `members`) these roles, as a Discord admin would (D43 a). */
  setRoles(discordId: string, roles: string[]): void;
  /** Members who left the guild: the bot's and their own member reads answer 404 Unknown Member. */
  left: Set<string>;
  /** Make the bot's reads of guild members (not its own) answer this status (0 = normal), until set back. */
  failMemberReadsWith: number;
  /** How many times the bot read this member (GET /guilds/{guild}/members/{id}). */
  memberReads(discordId: string): number;
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
    guildRoles: defaultGuildRoles(),
    botRoles: [FAKE_DISCORD.botRoleId],
    botInGuild: true,
    members: new Map<string, string[]>(),
    closedDms: new Set<string>(),
    dms: [] as FakeDm[],
    channels: new Map<string, FakeChannel>([
      [FAKE_DISCORD.staffChannelId, { id: FAKE_DISCORD.staffChannelId, guildId: FAKE_DISCORD.guildId, name: 'staff-applications', overwrites: [] }],
    ]),
    posts: [] as FakeChannelPost[],
    bucketLimit: 1000,
    bucketWindowMs: 1000,
    left: new Set<string>(),
    failMemberReadsWith: 0,
  };
  const failures: InjectedFailure[] = [];
  const buckets = new Map<string, { count: number; resetAt: number }>();
  const nonces = new Map<string, string>();
  const dmChannels = new Map<string, string>();
  let messageSeq = 0;

  const memberRoles = (id: string): string[] | undefined =>
    state.left.has(id) ? undefined : (Object.values(state.users).find((u) => u.id === id)?.roles ?? state.members.get(id));
  const setMemberRoles = (id: string, roles: string[]) => {
    const user = Object.values(state.users).find((u) => u.id === id);
    if (user) user.roles = roles;
    else state.members.set(id, roles);
  };
  /** The bot's highest role position and whether any of its roles grants Manage Roles. */
  const botPower = () => {
    const roles = state.guildRoles.filter((r) => state.botRoles.includes(r.id));
    const perms = roles.reduce((acc, r) => acc | BigInt(r.permissions), 0n);
    return {
      highest: Math.max(0, ...roles.map((r) => r.position)),
      manageRoles: (perms & (DISCORD_PERMISSIONS.manageRoles | DISCORD_PERMISSIONS.administrator)) !== 0n,
    };
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

    const injected = failures.find((f) => f.times > 0 && (!f.method || f.method === req.method) && f.path.test(path));
    if (injected) {
      injected.times -= 1;
      return sendJson(res, injected.status, injected.body, injected.headers);
    }

    // Per-route buckets, as Discord keys them: the route with its top-level resource.
    const bucketKey = `${req.method} ${path.replace(/\/\d{5,}/g, '/:id')} ${/\/(guilds|channels|webhooks)\/(\d+)/.exec(path)?.[0] ?? ''}`;
    const clock = Date.now();
    let bucket = buckets.get(bucketKey);
    if (!bucket || bucket.resetAt <= clock) {
      bucket = { count: 0, resetAt: clock + state.bucketWindowMs };
      buckets.set(bucketKey, bucket);
    }
    bucket.count += 1;
    const resetAfter = ((bucket.resetAt - clock) / 1000).toFixed(3);
    const limitHeaders = {
      'x-ratelimit-bucket': createHash('sha1').update(bucketKey).digest('hex').slice(0, 16),
      'x-ratelimit-limit': String(state.bucketLimit),
      'x-ratelimit-remaining': String(Math.max(0, state.bucketLimit - bucket.count)),
      'x-ratelimit-reset-after': resetAfter,
    };
    if (bucket.count > state.bucketLimit) {
      return sendJson(
        res,
        429,
        { message: 'You are being rate limited.', retry_after: Number(resetAfter), global: false },
        {
          ...limitHeaders,
          'retry-after': String(Math.ceil(Number(resetAfter))),
          'x-ratelimit-scope': 'user',
        },
      );
    }

    if (req.method === 'POST' && path.startsWith('/api/webhooks/')) {
      const body = safeJson(req.body);
      state.webhooks.push({ path, body });
      if (req.url.searchParams.get('wait') === 'true') return sendJson(res, 200, { id: String(++messageSeq), ...(body as object) }, limitHeaders);
      res.writeHead(204, limitHeaders);
      res.end();
      return;
    }

    // Public: what the Discord Authentication status check asks.
    if (req.method === 'GET' && path === '/api/v10/gateway') return sendJson(res, 200, { url: 'wss://gateway.discord.gg' });

    if (!isBot && !bearer) return sendJson(res, 401, { message: '401: Unauthorized', code: 0 });

    if (req.method === 'GET' && path === '/api/v10/users/@me') {
      if (isBot) return sendJson(res, 200, { id: FAKE_DISCORD.botUserId, username: 'Creative RP Bot', bot: true });
      const { roles: _roles, joined_at: _joined, ...profile } = bearer!;
      return sendJson(res, 200, profile);
    }
    if (req.method === 'GET' && path === `/api/v10/users/@me/guilds/${FAKE_DISCORD.guildId}/member` && bearer) {
      if (state.left.has(bearer.id)) return sendJson(res, 404, { message: 'Unknown Guild', code: 10004 });
      return sendJson(res, 200, {
        roles: bearer.roles,
        nick: null,
        joined_at: bearer.joined_at === undefined ? '2024-01-15T12:00:00.000000+00:00' : bearer.joined_at,
      });
    }
    const guild = path.match(/^\/api\/v10\/guilds\/(\d+)(\/roles)?$/);
    if (guild && isBot && req.method === 'GET') {
      if (guild[1] !== FAKE_DISCORD.guildId || !state.botInGuild) return sendJson(res, 404, { message: 'Unknown Guild', code: 10004 }, limitHeaders);
      if (guild[2]) return sendJson(res, 200, state.guildRoles, limitHeaders);
      return sendJson(res, 200, { id: FAKE_DISCORD.guildId, name: 'Creative RP', owner_id: '100000000000000001', roles: state.guildRoles }, limitHeaders);
    }
    const member = path.match(/^\/api\/v10\/guilds\/(\d+)\/members\/(\d+)(?:\/roles\/(\d+))?$/);
    if (member && isBot && member[1] === FAKE_DISCORD.guildId) {
      if (!state.botInGuild) return sendJson(res, 404, { message: 'Unknown Guild', code: 10004 }, limitHeaders);
      if (member[2] === FAKE_DISCORD.botUserId && req.method === 'GET') {
        return sendJson(res, 200, { roles: state.botRoles, user: { id: FAKE_DISCORD.botUserId } }, limitHeaders);
      }
      if (state.failMemberReadsWith && req.method === 'GET' && !member[3]) {
        return sendJson(res, state.failMemberReadsWith, { message: 'Service Unavailable', code: 0 }, limitHeaders);
      }
      const roles = memberRoles(member[2]!);
      if (!roles) return sendJson(res, 404, { message: 'Unknown Member', code: 10007 }, limitHeaders);
      if (member[3] && (req.method === 'PUT' || req.method === 'DELETE')) {
        const role = state.guildRoles.find((r) => r.id === member[3]);
        if (!role) return sendJson(res, 404, { message: 'Unknown Role', code: 10011 }, limitHeaders);
        const power = botPower();
        if (!power.manageRoles || role.position >= power.highest || role.managed) {
          return sendJson(res, 403, { message: 'Missing Permissions', code: 50013 }, limitHeaders);
        }
        state.roleChanges.push([req.method, member[2]!, member[3]]);
        setMemberRoles(member[2]!, req.method === 'PUT' ? [...new Set([...roles, member[3]])] : roles.filter((r) => r !== member[3]));
        res.writeHead(204, limitHeaders);
        res.end();
        return;
      }
      if (req.method === 'GET') return sendJson(res, 200, { roles, nick: null, user: { id: member[2] } }, limitHeaders);
    }

    if (isBot && req.method === 'POST' && path === '/api/v10/users/@me/channels') {
      const recipient = String((safeJson(req.body) as { recipient_id?: unknown }).recipient_id ?? '');
      if (!/^\d+$/.test(recipient)) return sendJson(res, 400, { message: 'Invalid Form Body', code: 50035 }, limitHeaders);
      let channelId = [...dmChannels].find(([, user]) => user === recipient)?.[0];
      if (!channelId) {
        channelId = String(800000000000000000n + BigInt(dmChannels.size + 1));
        dmChannels.set(channelId, recipient);
      }
      return sendJson(res, 200, { id: channelId, type: 1, recipients: [{ id: recipient }] }, limitHeaders);
    }
    const channelPath = path.match(/^\/api\/v10\/channels\/(\d+)(?:\/messages(?:\/(\d+)(\/threads)?)?)?$/);
    const staffChannel = channelPath ? state.channels.get(channelPath[1]!) : undefined;
    if (isBot && channelPath && staffChannel) {
      const [, channelId, messageId, threads] = channelPath as unknown as [string, string, string | undefined, string | undefined];
      if (req.method === 'GET' && !path.includes('/messages')) {
        return sendJson(
          res,
          200,
          { id: channelId, type: 0, guild_id: staffChannel.guildId, name: staffChannel.name, permission_overwrites: staffChannel.overwrites },
          limitHeaders,
        );
      }
      const body = safeJson(req.body) as Record<string, unknown>;
      if (req.method === 'POST' && path.endsWith('/messages')) {
        const nonce = typeof body.nonce === 'string' ? body.nonce : null;
        const earlier = nonce && body.enforce_nonce ? state.posts.find((p) => p.nonce === nonce) : undefined;
        if (earlier) return sendJson(res, 200, { id: earlier.messageId, channel_id: channelId }, limitHeaders);
        const id = String(700000000000000000n + BigInt(++messageSeq));
        state.posts.push({ channelId, messageId: id, body, nonce, edits: [], thread: null });
        return sendJson(res, 200, { id, channel_id: channelId }, limitHeaders);
      }
      const post = messageId ? state.posts.find((p) => p.channelId === channelId && p.messageId === messageId) : undefined;
      if (!post) return sendJson(res, 404, { message: 'Unknown Message', code: 10008 }, limitHeaders);
      if (req.method === 'POST' && threads) {
        if (post.thread) return sendJson(res, 400, { message: 'A thread has already been created for this message', code: 160004 }, limitHeaders);
        post.thread = { id: String(750000000000000000n + BigInt(++messageSeq)), name: String(body.name ?? '') };
        return sendJson(res, 201, { id: post.thread.id, name: post.thread.name, parent_id: channelId }, limitHeaders);
      }
      if (req.method === 'PATCH' && !threads) {
        post.edits.push(body);
        return sendJson(res, 200, { id: post.messageId, channel_id: channelId }, limitHeaders);
      }
    }
    const message = path.match(/^\/api\/v10\/channels\/(\d+)\/messages$/);
    if (isBot && req.method === 'POST' && message) {
      const channelId = message[1]!;
      const recipient = dmChannels.get(channelId);
      if (!recipient) return sendJson(res, 404, { message: 'Unknown Channel', code: 10003 }, limitHeaders);
      // Discord opens a DM channel with anyone, but delivers only to members of a shared server.
      if (!memberRoles(recipient)) return sendJson(res, 403, { message: 'Cannot send messages to this user', code: 50007 }, limitHeaders);
      if (state.closedDms.has(recipient)) return sendJson(res, 403, { message: 'Cannot send messages to this user', code: 50007 }, limitHeaders);
      const body = safeJson(req.body) as { content?: string; nonce?: string; enforce_nonce?: boolean; allowed_mentions?: unknown };
      if (body.nonce && body.enforce_nonce && nonces.has(body.nonce)) {
        return sendJson(res, 200, { id: nonces.get(body.nonce), channel_id: channelId, content: body.content, nonce: body.nonce }, limitHeaders);
      }
      const id = String(++messageSeq);
      if (body.nonce) nonces.set(body.nonce, id);
      state.dms.push({
        channelId,
        recipientId: recipient,
        content: body.content ?? '',
        nonce: body.nonce ?? null,
        allowedMentions: body.allowed_mentions,
        at: Date.now(),
      });
      return sendJson(res, 200, { id, channel_id: channelId, content: body.content, nonce: body.nonce }, limitHeaders);
    }
    return sendJson(res, 404, { message: '404: Not Found', code: 0 });
  }, port);

  const fake = Object.assign(server, {
    users: state.users,
    roleChanges: state.roleChanges,
    webhooks: state.webhooks,
    failTokenWith: 0,
    guildRoles: state.guildRoles,
    botRoles: state.botRoles,
    botInGuild: true,
    members: state.members,
    closedDms: state.closedDms,
    dms: state.dms,
    channels: state.channels,
    posts: state.posts,
    bucketLimit: 0,
    bucketWindowMs: 0,
    failNext(failure: Omit<InjectedFailure, 'times'> & { times?: number }) {
      failures.push({ ...failure, times: failure.times ?? 1 });
    },
    addMember(discordId: string, roles: string[] = []) {
      state.members.set(discordId, roles);
    },
    rolesOf: memberRoles,
    setRoles: setMemberRoles,
    left: state.left,
    failMemberReadsWith: 0,
    memberReads: (discordId: string) =>
      server.requests.filter((r) => r.method === 'GET' && r.url.pathname === `/api/v10/guilds/${FAKE_DISCORD.guildId}/members/${discordId}`).length,
    dmChannelOf: (discordId: string) => [...dmChannels].find(([, user]) => user === discordId)?.[0],
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
  for (const key of ['guildRoles', 'botRoles', 'botInGuild', 'bucketLimit', 'bucketWindowMs', 'failMemberReadsWith'] as const) {
    Object.defineProperty(fake, key, { get: () => state[key], set: (v: never) => (state[key] = v) });
  }
  return fake;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
