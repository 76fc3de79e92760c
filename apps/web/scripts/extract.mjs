// `npm run i18n:extract -w apps/web` (decision 0039): `lingui extract --clean` collects the texts the
// macros mark into the catalogues (lingui.config.ts: core and one per area), then every empty
// translation is carried over from the catalogues as they were before (./carry-over.mjs): a text that
// moved to another catalogue keeps its translations; a text two catalogues hold then lives in core only
// (./hoist-shared.mjs). `--from <dir-or-file.po>…` adds another checkout's
// catalogues to the same pass (merging a branch's translations: its own catalogue's translation wins
// over another catalogue's). Other arguments go to `lingui extract`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { carryOver, localesDir, poFiles } from './carry-over.mjs';
import { hoistShared } from './hoist-shared.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--from');
const from = at < 0 ? [] : args.splice(at).slice(1).flatMap((path) => poFiles(resolve(process.env.INIT_CWD ?? process.cwd(), path)));
const temp = mkdtempSync(join(tmpdir(), 'crp-extract-'));
// Kept as …/locales/, so each copy is the same catalogue (slot) as the file it was (./carry-over.mjs).
const before = join(temp, 'locales');
try {
  cpSync(localesDir, before, { recursive: true, filter: (path) => !/\.(test\.)?tsx?$/.test(path) });
  const lingui = spawnSync('npx', ['lingui', 'extract', '--clean', ...args], { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
  if (lingui.status !== 0) process.exit(lingui.status ?? 1);
  const { filled, conflicts } = carryOver(poFiles(localesDir), [...poFiles(before), ...from]);
  for (const c of conflicts) console.warn(`carry-over: ${c.language} "${c.msgid}" reads "${c.kept}" and "${c.other}" in two catalogues: an empty one took its own catalogue's, else the first; check it`);
  const total = Object.values(filled).reduce((a, b) => a + b, 0);
  console.log(`carry-over: ${total} translation${total === 1 ? '' : 's'} carried over from the catalogues before extraction or from one another`);
  // A text two catalogues hold lives in core only (./hoist-shared.mjs).
  const moved = hoistShared(localesDir);
  console.log(`hoist-shared: ${Object.values(moved)[0] ?? 0} shared text(s) kept in core only`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
