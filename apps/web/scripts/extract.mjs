// `npm run i18n:extract -w apps/web` (decision 0039): `lingui extract --clean` collects the texts the
// macros mark into the catalogues (lingui.config.ts: core and one per area), then every empty
// translation is carried over from the catalogues as they were before (./carry-over.mjs): a text that
// moved to another catalogue keeps its translations; a text two catalogues hold then lives in core only. Extra arguments go to `lingui extract`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { carryOver, localesDir, poFiles } from './carry-over.mjs';
import { hoistShared } from './hoist-shared.mjs';

const before = mkdtempSync(join(tmpdir(), 'crp-locales-'));
try {
  cpSync(localesDir, before, { recursive: true, filter: (path) => !/\.(test\.)?tsx?$/.test(path) });
  const lingui = spawnSync('npx', ['lingui', 'extract', '--clean', ...process.argv.slice(2)], { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
  if (lingui.status !== 0) process.exit(lingui.status ?? 1);
  const { filled, conflicts } = carryOver(poFiles(localesDir), poFiles(before));
  for (const c of conflicts) console.warn(`carry-over: ${c.language} "${c.msgid}": kept "${c.kept}", not "${c.other}"`);
  const total = Object.values(filled).reduce((a, b) => a + b, 0);
  console.log(`carry-over: ${total} translation${total === 1 ? '' : 's'} carried over from the catalogues before extraction or from one another`);
  // A text two catalogues hold lives in core only (./hoist-shared.mjs).
  const moved = hoistShared(localesDir);
  console.log(`hoist-shared: ${Object.values(moved)[0] ?? 0} shared text(s) kept in core only`);
} finally {
  rmSync(before, { recursive: true, force: true });
}
