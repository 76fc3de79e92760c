#!/usr/bin/env node
// `npm run backup -- <file>`: a consistent copy of the site's database while the site keeps running.
//
// SQLite (DATABASE_URL=file:…, the default file:./data/site.db): SQLite's online backup API through
// better-sqlite3 copies the database page by page as one consistent snapshot, including what is
// still in the WAL file, while the site goes on reading and writing. The copy is written next to the
// target and renamed into place only once it has been opened and checked (integrity_check, tables),
// so a failed run never leaves a half-written file under the name you gave.
//
// PostgreSQL (DATABASE_URL=postgres://…): prints the pg_dump command to run (and how to restore),
// and exits with status 2, since nothing was written.
//
// Restore (SQLite): stop the site, replace the database file with the copy (and delete any
// site.db-wal / site.db-shm beside it), start the site. It migrates the copy if it is older.
import { chmodSync, closeSync, existsSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const usage = 'Usage: npm run backup -- <file> [--force]   (DATABASE_URL as the site uses it; default file:./data/site.db)';

/** Makes the copy; resolves with what was checked. Throws with a readable message on any failure. */
export async function backupSqlite(sourcePath, targetPath, { force = false, onProgress } = {}) {
  const source = resolve(sourcePath);
  const target = resolve(targetPath);
  if (!existsSync(source)) throw new Error(`No database at ${source} (DATABASE_URL=file:${sourcePath}).`);
  if (source === target) throw new Error('The backup must go to another file than the database itself.');
  if (existsSync(target) && !force) throw new Error(`${target} exists already; pass --force to replace it.`);
  if (!existsSync(dirname(target))) throw new Error(`The folder ${dirname(target)} does not exist.`);

  const partial = resolve(dirname(target), `.${basename(target)}.partial-${process.pid}`);
  rmSync(partial, { force: true });
  // A backup holds every member's data: readable by its owner only (D43 h), from its first byte. SQLite
  // keeps an empty file's mode when it writes into it; the chmod below covers a umask or a filesystem
  // that would not.
  closeSync(openSync(partial, 'wx', 0o600));
  // A connection of its own: the backup reads through it, so it sees the WAL like any reader.
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    // SQLite copies in steps, and a write by another connection between two steps restarts the
    // copy: under steady writes a copy in small steps might never end. After the first step the rest
    // goes in one step, inside one read transaction, which in WAL mode never blocks the site's writers.
    await db.backup(partial, {
      progress: ({ totalPages, remainingPages }) => {
        onProgress?.({ totalPages, remainingPages });
        return Math.max(totalPages, 100);
      },
    });
  } catch (err) {
    rmSync(partial, { force: true });
    throw new Error(`The backup failed: ${err.message}`);
  } finally {
    db.close();
  }

  const check = checkCopy(partial);
  if (!check.ok) {
    rmSync(partial, { force: true });
    throw new Error(`The copy did not pass its check (${check.problem}); nothing was written to ${target}.`);
  }
  chmodSync(partial, 0o600);
  renameSync(partial, target);
  return { target, ...check, bytes: statSync(target).size };
}

/** Opens the copy on its own: one self-contained file (no WAL beside it), integrity_check ok, the site's tables there. */
export function checkCopy(path) {
  const copy = new Database(path, { fileMustExist: true });
  try {
    // The copy keeps the source's WAL mode in its header; a backup file is easier to move as one file.
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check', { simple: false }).map((r) => r.integrity_check);
    if (integrity.length !== 1 || integrity[0] !== 'ok') return { ok: false, problem: `integrity_check: ${integrity.slice(0, 5).join('; ')}` };
    const tables = copy
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all()
      .map((r) => r.name);
    if (!tables.includes('users')) return { ok: false, problem: 'it has no users table: is this the site database?' };
    const migrations = tables.includes('kysely_migration') ? copy.prepare('select count(*) as n from kysely_migration').get().n : 0;
    const count = (table) => (tables.includes(table) ? copy.prepare(`select count(*) as n from "${table}"`).get().n : 0);
    return { ok: true, tables: tables.length, migrations, users: count('users'), responses: count('form_responses') };
  } finally {
    copy.close();
  }
}

export function pgDumpAdvice(file) {
  const target = file ?? 'site.dump';
  return [
    'DATABASE_URL points at PostgreSQL: use its own tools, which take a consistent snapshot while the site runs.',
    '',
    `  Back up:  pg_dump --format=custom --no-owner --dbname="$DATABASE_URL" --file=${JSON.stringify(target)}`,
    `  Check:    pg_restore --list ${JSON.stringify(target)} > /dev/null`,
    `  Restore:  createdb <new database>   # or an empty one`,
    `            pg_restore --no-owner --dbname="postgres://…/<new database>" ${JSON.stringify(target)}`,
    '',
    'Run them with the same pg_dump major version as the server (or newer). Nothing was written.',
  ].join('\n');
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } } });
  } catch (err) {
    console.error(`${err.message}\n${usage}`);
    process.exit(1);
  }
  const [file] = parsed.positionals;
  if (parsed.values.help) {
    console.log(usage);
    return;
  }
  const url = process.env.DATABASE_URL?.trim() || 'file:./data/site.db';
  if (/^postgres(ql)?:\/\//.test(url)) {
    console.log(pgDumpAdvice(file));
    process.exit(2);
  }
  if (!url.startsWith('file:')) {
    console.error(`DATABASE_URL must start with file: (SQLite) or postgres://.\n${usage}`);
    process.exit(1);
  }
  if (!file) {
    console.error(usage);
    process.exit(1);
  }
  const started = Date.now();
  try {
    const result = await backupSqlite(url.slice('file:'.length), file, { force: parsed.values.force });
    console.log(
      `Backed up ${url} to ${result.target} in ${Date.now() - started} ms: ${result.bytes} bytes, integrity ok, ` +
        `${result.tables} tables, ${result.migrations} migrations, ${result.users} users, ${result.responses} responses.`,
    );
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}

if (process.argv[1]?.endsWith('backup.mjs')) await main();
