import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLuajit, LUAJIT } from '../../../../../scripts/ensure-luajit.mjs';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { createForm, everyTypeForm } from '../../testing/fixtures/forms.ts';
import { createGameKey, linkSteam, steamIdOf } from '../../testing/fixtures/game.ts';
import { apply, decide } from '../../testing/fixtures/review.ts';

/**
 * The Garry's Mod addon (integrations/gmod, D41) under Debian's LuaJIT, against the real server on
 * loopback: a small stand-in (integrations/gmod/test/gmod-standin.lua) plays the game's functions
 * and performs http.Fetch with curl. Each run is one server start; the data folder is kept between
 * runs that are restarts.
 */
const gmod = fileURLToPath(new URL('../../../../../integrations/gmod/', import.meta.url));
const addon = join(gmod, 'lua/autorun/server/crp_whitelist.lua');
const runner = join(gmod, 'test/run-scenario.lua');
/** Nothing listens on port 1: the site is down. */
const DOWN = 'http://127.0.0.1:1';

interface Run {
  results: Record<string, string>;
  output: string;
}

describe('the Garry’s Mod whitelist addon under LuaJIT', () => {
  let t: TestApp;
  let base: string;
  let key: string;
  let admin: string;
  let slug: string;
  let pendingResponse: number;
  const accepted = steamIdOf(501);
  const pending = steamIdOf(502);
  const stranger = steamIdOf(503);
  const work = mkdtempSync(join(tmpdir(), 'crp-gmod-'));
  let runs = 0;

  beforeAll(async () => {
    ensureLuajit();
    t = await buildTestApp('sqlite');
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    key = (await createGameKey(t, admin, 'Addon test')).key;
    const form = await createForm(t, admin, everyTypeForm({ title: 'Server Whitelist' }));
    slug = form.slug;
    for (const [steamId, accept] of [
      [accepted, true],
      [pending, false],
    ] as const) {
      const member = await signedInUser(t.ctx, 'member');
      await linkSteam(t, member.user.id, steamId);
      const { id } = await apply(t, form, member.cookie);
      if (accept) expect((await decide(t, id, admin, { status: 'accepted' })).statusCode).toBe(200);
      else pendingResponse = id;
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** One server start: ConVars as server.cfg would set them, then the scenario's Lua. Async: the server answers meanwhile. */
  async function start(dataDir: string, convars: Record<string, string>, scenario: string): Promise<Run> {
    const n = ++runs;
    const convarFile = join(work, `convars-${n}.cfg`);
    const scenarioFile = join(work, `scenario-${n}.lua`);
    writeFileSync(
      convarFile,
      Object.entries(convars)
        .map(([name, value]) => `${name} ${value}`)
        .join('\n'),
    );
    writeFileSync(scenarioFile, `standin.boot(addon)\n${scenario}`);
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        LUAJIT,
        [runner, addon, scenarioFile],
        { env: { ...process.env, CRP_CONVARS: convarFile, GMOD_DATA: dataDir }, timeout: 60_000 },
        (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stdout}\n${stderr}`)) : resolve(stdout)),
      ),
    );
    const results = Object.fromEntries([...output.matchAll(/^RESULT (\S+) (.*)$/gm)].map((m) => [m[1]!, m[2]!]));
    // The key never reaches the console, whatever happened.
    expect(output).not.toContain(key);
    expect(output).not.toContain(key.slice(4));
    return { results, output };
  }
  const dataDir = (name: string) => {
    const dir = join(work, name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const config = (overrides: Record<string, string> = {}) => ({
    crp_site_url: base,
    crp_api_key: key,
    crp_whitelist_forms: slug,
    ...overrides,
  });
  const checks = `
    standin.result("accepted", standin.check("${accepted}"))
    standin.result("pending", standin.check("${pending}"))
    standin.result("stranger", standin.check("${stranger}"))
  `;
  const lastFetch = `
    local f = standin.fetches[#standin.fetches]
    standin.result("code", f.code)
    standin.result("sentEtag", f.headers["If-None-Match"] or "none")
    standin.result("fetches", #standin.fetches)
  `;

  it('lets whitelisted players in, refuses others with the message, refreshes with If-None-Match (304), and keeps the list over a restart while the site is down', async () => {
    const data = dataDir('server-a');
    const refusal = `refuse:Creative RP: apply at ${base}/applications`;

    const first = await start(
      data,
      config(),
      `${checks}${lastFetch}
      standin.advance(60)
      ${lastFetch.replace(/"(code|sentEtag|fetches)"/g, '"timer_$1"')}
      standin.command("crp_whitelist_reload")
      ${lastFetch.replace(/"(code|sentEtag|fetches)"/g, '"reload_$1"')}
    `,
    );
    expect(first.results).toMatchObject({ accepted: 'allow', pending: refusal, stranger: refusal, code: '200', sentEtag: 'none' });
    // Every refresh (the timer's after crp_refresh_seconds, the console command's) sends the ETag and gets 304.
    expect(first.results).toMatchObject({ timer_code: '304', reload_code: '304', timer_fetches: String(Number(first.results.fetches) + 1) });
    expect(first.results.timer_sentEtag).toMatch(/^"/);
    expect(first.output).toContain(`whitelist loaded: 1 players for forms ${slug}`);
    expect(first.output).toContain('whitelist unchanged: 1 players');
    const saved = JSON.parse(readFileSync(join(data, 'crp_whitelist.json'), 'utf8')) as { steamIds: string[]; forms: string };
    expect(saved).toMatchObject({ steamIds: [accepted], forms: slug });

    // The site accepts another member; the next start fetches with the saved (now stale) ETag and gets the new list.
    expect((await decide(t, pendingResponse, admin, { status: 'accepted' })).statusCode).toBe(200);
    const second = await start(data, config(), `${lastFetch}${checks}`);
    expect(second.results).toMatchObject({ code: '200', accepted: 'allow', pending: 'allow', stranger: refusal });
    expect(second.results.sentEtag).toMatch(/^"/);

    // A restart while the site is down: the list kept in data/crp_whitelist.json still decides.
    const down = await start(data, config({ crp_site_url: DOWN }), `${checks}${lastFetch}`);
    expect(down.results).toMatchObject({ code: 'failed', accepted: 'allow', pending: 'allow', stranger: `refuse:Creative RP: apply at ${DOWN}/applications` });
    expect(down.output).toContain('loaded the saved whitelist: 2 players');
    expect(down.output).toMatch(/refresh failed: could not reach http:\/\/127\.0\.0\.1:1 .*keeping the last list \(2 players/);
  });

  it('fails closed before a first list, unless crp_fail_open is 1', async () => {
    const closed = await start(dataDir('server-closed'), config({ crp_site_url: DOWN }), checks);
    expect(closed.results.accepted).toMatch(/^refuse:Creative RP: the whitelist is not loaded yet/);
    expect(closed.results.stranger).toMatch(/^refuse:/);
    expect(closed.output).toContain('no whitelist yet: refusing everyone');

    const open = await start(dataDir('server-open'), config({ crp_site_url: DOWN, crp_fail_open: '1' }), checks);
    expect(open.results).toMatchObject({ accepted: 'allow', stranger: 'allow' });
    expect(open.output).toContain('crp_fail_open is 1: letting everyone in');
  });

  it('says when the site refuses the key, without printing it, and stays closed', async () => {
    const wrong = await start(
      dataDir('server-wrong-key'),
      config({ crp_api_key: `${key.slice(0, 10)}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` }),
      `${checks}${lastFetch}`,
    );
    expect(wrong.results).toMatchObject({ code: '401' });
    expect(wrong.results.accepted).toMatch(/^refuse:/);
    expect(wrong.output).toContain('the site answered HTTP 401: the site refused the key');
  });
});
