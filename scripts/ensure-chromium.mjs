// Browser tests drive Debian's Chromium; install it when it is missing (we run as root on CI).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Flags that keep Chromium on this machine (no background networking, updates or sync); browser tests and benches both launch with them. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  // No name but the loopback ones resolves: a page that points at a third party (a member's Discord
  // avatar on the CDN, say) fails in the browser instead of sending a packet off the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('[test] Chromium not found: installing Debian package "chromium"...');
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is still missing at ${CHROMIUM}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
