// `npm test`: installs Chromium and LuaJIT if needed, typechecks every package (Vitest does not: a type error
// in a test file would otherwise land), builds the site, then runs every test project (server on
// SQLite and PostgreSQL, web components, browser) in one Vitest run.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureLuajit } from './ensure-luajit.mjs';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

ensureChromium();
ensureLuajit();
run('npm', ['run', 'typecheck', '--silent']);
run('npm', ['run', 'build', '--silent']);
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
