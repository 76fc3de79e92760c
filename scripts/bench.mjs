// `npm run bench`: runs every benchmark in bench/ (plain scripts that print their figures).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const files = existsSync('bench')
  ? readdirSync('bench')
      .filter((f) => f.endsWith('.bench.ts'))
      .sort()
  : [];
if (files.length === 0) console.log('No benchmarks found in bench/.');
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
