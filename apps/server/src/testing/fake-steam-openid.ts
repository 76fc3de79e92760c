import { createHmac, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeServer } from './fake-http.ts';

/**
 * Steam's OpenID 2.0 provider on loopback (D33). `GET /openid/login` with a checkid_setup request
 * answers at once as Steam does after the person signs in: a 302 to `openid.return_to` carrying a
 * positive assertion for `steamId` (or a cancel), signed with the fake's own key. `POST /openid/login`
 * with `openid.mode=check_authentication` checks that signature and that the nonce is fresh
 * (a replayed assertion is refused), and answers OpenID key-value text.
 */
export interface FakeSteamOpenid extends FakeServer {
  /** The provider's endpoint: STEAM_OPENID_URL. */
  endpoint: string;
  /** Who "signs in" at Steam next. */
  steamId: string;
  /** Answer the next sign-ins with openid.mode=cancel. */
  cancel: boolean;
  /** check_authentication answers is_valid:false whatever it is asked. */
  sayInvalid: boolean;
  /** check_authentication answers with this HTTP status (0: normal). */
  failWith: number;
  /** check_authentication waits this long before answering. */
  delayMs: number;
  /** Every check_authentication request, as its form fields. */
  checks: Array<Record<string, string>>;
  /** The assertion the provider would send for `steamId` to this return_to (for hand-made callbacks). */
  assertionFor(returnTo: string, steamId?: string, overrides?: Record<string, string>): URLSearchParams;
  env(): Record<string, string>;
}

const NS = 'http://specs.openid.net/auth/2.0';
const SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];

export async function startFakeSteamOpenid(initial: { steamId?: string } = {}): Promise<FakeSteamOpenid> {
  const key = randomBytes(32);
  const usedNonces = new Set<string>();
  const state = { steamId: initial.steamId ?? '76561198000000001', cancel: false, sayInvalid: false, failWith: 0, delayMs: 0 };
  const checks: Array<Record<string, string>> = [];
  let endpoint = '';

  const sign = (fields: Record<string, string>, signed: string[]) =>
    createHmac('sha256', key)
      .update(signed.map((name) => `${name}:${fields[`openid.${name}`] ?? ''}\n`).join(''))
      .digest('base64');

  function assertionFor(returnTo: string, steamId = state.steamId, overrides: Record<string, string> = {}): URLSearchParams {
    const claimed = `https://steamcommunity.com/openid/id/${steamId}`;
    const fields: Record<string, string> = {
      'openid.ns': NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': endpoint,
      'openid.claimed_id': claimed,
      'openid.identity': claimed,
      'openid.return_to': returnTo,
      'openid.response_nonce': `${new Date().toISOString().slice(0, 19)}Z${randomBytes(8).toString('hex')}`,
      'openid.assoc_handle': '1234567890',
      'openid.signed': SIGNED.join(','),
    };
    fields['openid.sig'] = sign(fields, SIGNED);
    return new URLSearchParams({ ...fields, ...overrides });
  }

  const server = await startFakeServer(async (req, res) => {
    if (req.url.pathname !== '/openid/login') {
      res.writeHead(404);
      res.end();
      return;
    }
    if (req.method === 'GET') {
      const q = req.url.searchParams;
      const returnTo = q.get('openid.return_to');
      const ok =
        q.get('openid.ns') === NS &&
        q.get('openid.mode') === 'checkid_setup' &&
        q.get('openid.identity') === `${NS}/identifier_select` &&
        q.get('openid.claimed_id') === `${NS}/identifier_select` &&
        returnTo !== null &&
        q.get('openid.realm') !== null &&
        returnTo.startsWith(q.get('openid.realm')!);
      if (!ok) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('Bad OpenID request');
        return;
      }
      const params = state.cancel ? new URLSearchParams({ 'openid.ns': NS, 'openid.mode': 'cancel' }) : assertionFor(returnTo);
      const target = new URL(returnTo);
      for (const [k, v] of params) target.searchParams.append(k, v);
      res.writeHead(302, { location: target.toString() });
      res.end();
      return;
    }
    if (req.method === 'POST') {
      const form = Object.fromEntries(new URLSearchParams(req.body));
      checks.push(form);
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (state.failWith) {
        res.writeHead(state.failWith, { 'content-type': 'text/plain' });
        res.end('error');
        return;
      }
      const signed = (form['openid.signed'] ?? '').split(',').filter(Boolean);
      const nonce = form['openid.response_nonce'] ?? '';
      const valid =
        !state.sayInvalid &&
        form['openid.mode'] === 'check_authentication' &&
        SIGNED.every((f) => signed.includes(f)) &&
        form['openid.sig'] === sign(form, signed) &&
        nonce !== '' &&
        !usedNonces.has(nonce);
      if (valid) usedNonces.add(nonce);
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`ns:${NS}\nis_valid:${valid ? 'true' : 'false'}\n`);
      return;
    }
    res.writeHead(405);
    res.end();
  });
  endpoint = `${server.url}/openid/login`;
  const fake = Object.assign(server, {
    endpoint,
    checks,
    assertionFor,
    env: () => ({ STEAM_OPENID_URL: endpoint }),
  }) as unknown as FakeSteamOpenid;
  for (const name of ['steamId', 'cancel', 'sayInvalid', 'failWith', 'delayMs'] as const) {
    Object.defineProperty(fake, name, { get: () => state[name], set: (v) => ((state as Record<string, unknown>)[name] = v), enumerable: true });
  }
  return fake;
}
