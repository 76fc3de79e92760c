// The Garry's Mod addon's tests (integrations/gmod) run it under Debian's LuaJIT; install it when
// it is missing, as ensure-chromium.mjs does for Chromium (we run as root on CI).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const LUAJIT = process.env.LUAJIT_PATH || '/usr/bin/luajit';

export function ensureLuajit() {
  if (existsSync(LUAJIT)) return;
  console.log('[test] LuaJIT not found: installing Debian package "luajit"...');
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq luajit`, { stdio: 'inherit' });
  if (!existsSync(LUAJIT)) throw new Error(`LuaJIT is still missing at ${LUAJIT}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureLuajit();
