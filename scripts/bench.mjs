// `npm run bench`: builds the site, then runs every benchmark in bench/ (plain scripts that print a
// table and merge their figures into bench/results.json). Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build', '--silent']);
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = existsSync('bench')
  ? readdirSync('bench')
      .filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
      .sort()
  : [];
if (files.length === 0) console.log('No benchmarks found in bench/.');
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  run('npx', ['tsx', `bench/${file}`]);
}
