// `npm run backup -- <command>`: continuous backup of a self-hosted PostgreSQL with its own tools (base backups and
// streamed WAL), and a point-in-time restore into a new cluster. infra/README.md, "Backups and restore", says how
// to run it in production and what a managed database offers instead; `npm run bench -- restore` drills it.
//
//   wal       streams WAL into $BACKUP_DIR/wal through a replication slot (pg_receivewal --synchronous); runs until
//             stopped: keep it under a supervisor. Data lost in a disaster: what it had not yet received.
//   base      takes a base backup into $BACKUP_DIR/base/<time> (pg_basebackup, plain, with its own WAL), keeps the
//             newest $BACKUP_KEEP (3) and removes the WAL no kept backup needs.
//   restore   --into <dir> --port <port> [--to <ISO time>]: copies the newest base backup finished before the
//             target, replays WAL up to it (or to the end of what was received) and starts the cluster there,
//             promoted. Prints the recovery point and how long it took, as JSON on the last line.
//
// $BACKUP_DATABASE_URL: the cluster to back up, as a role with REPLICATION (a superuser will do).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './lib.mjs';

const SLOT = process.env.BACKUP_SLOT ?? 'physio_backup';
const KEEP = Number(process.env.BACKUP_KEEP ?? 3);

export function backupDir() {
  return resolve(process.env.BACKUP_DIR ?? join(ROOT, '.backups'));
}

export function backupDatabaseUrl() {
  return process.env.BACKUP_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Where PostgreSQL's programs are: pg_config's answer, else the newest of Debian's versioned folders. */
export function pgBin(program) {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromConfig.status === 0 && existsSync(join(fromConfig.stdout.trim(), program))) {
    return join(fromConfig.stdout.trim(), program);
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      if (existsSync(join(debian, version, 'bin', program))) return join(debian, version, 'bin', program);
    }
  }
  return program;
}

/** The server refuses to run as root: as root, its programs run as the postgres user, which owns the files. */
export function asServerUser(program, args) {
  if (process.getuid?.() !== 0) return [pgBin(program), args];
  return ['runuser', ['-u', 'postgres', '--', pgBin(program), ...args]];
}

export function giveToServerUser(path) {
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', path]);
}

function log(line) {
  process.stderr.write(`${line}\n`);
}

/** Streams WAL until stopped (SIGTERM/SIGINT end it cleanly; the last segment stays `.partial`). */
export function streamWal({ dir = backupDir(), url = backupDatabaseUrl() } = {}) {
  mkdirSync(join(dir, 'wal'), { recursive: true });
  // The slot makes the server keep WAL the stream has not received yet, so a pause in streaming loses nothing.
  execFileSync(pgBin('pg_receivewal'), ['-d', url, '--slot', SLOT, '--create-slot', '--if-not-exists'], {
    stdio: 'inherit',
  });
  return spawn(pgBin('pg_receivewal'), ['-d', url, '-D', join(dir, 'wal'), '--slot', SLOT, '--synchronous'], {
    stdio: 'inherit',
  });
}

/** Takes a base backup; returns its folder. */
export function takeBaseBackup({ dir = backupDir(), url = backupDatabaseUrl() } = {}) {
  const startedAt = new Date();
  const name = startedAt.toISOString().replace(/[:.]/g, '-');
  const partial = join(dir, 'base', `${name}.partial`);
  mkdirSync(join(dir, 'base'), { recursive: true });
  execFileSync(
    pgBin('pg_basebackup'),
    ['-d', url, '-D', partial, '-Fp', '-X', 'stream', '--checkpoint=fast', '--no-password'],
    { stdio: 'inherit' },
  );
  const finishedAt = new Date();
  writeFileSync(
    join(partial, 'physio-backup.json'),
    `${JSON.stringify({ started_at: startedAt.toISOString(), finished_at: finishedAt.toISOString() })}\n`,
  );
  const folder = join(dir, 'base', name);
  renameSync(partial, folder);
  prune(dir);
  return folder;
}

function baseBackups(dir) {
  const base = join(dir, 'base');
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((name) => !name.endsWith('.partial') && existsSync(join(base, name, 'physio-backup.json')))
    .map((name) => ({
      folder: join(base, name),
      ...JSON.parse(readFileSync(join(base, name, 'physio-backup.json'), 'utf8')),
    }))
    .sort((a, b) => a.finished_at.localeCompare(b.finished_at));
}

/** Keeps the newest KEEP base backups and the WAL from the oldest of them on. */
function prune(dir) {
  const backups = baseBackups(dir);
  for (const old of backups.slice(0, Math.max(0, backups.length - KEEP))) rmSync(old.folder, { recursive: true });
  const oldest = backups.slice(-KEEP)[0];
  if (!oldest || !existsSync(join(dir, 'wal'))) return;
  const label = readFileSync(join(oldest.folder, 'backup_label'), 'utf8');
  const firstWal = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(label)?.[1];
  if (firstWal) execFileSync(pgBin('pg_archivecleanup'), [join(dir, 'wal'), firstWal], { stdio: 'inherit' });
}

/**
 * Restores into a new cluster at `into`, listening on `port`: the newest base backup finished before `to` (or the
 * newest), WAL replayed up to `to` (or all of it), then promoted. Returns the recovery point and the time taken.
 */
export async function restore({ into, port, to, dir = backupDir(), timeoutSeconds = 1800 }) {
  const started = Date.now();
  const target = to ? new Date(to) : null;
  const candidates = baseBackups(dir).filter((b) => !target || new Date(b.finished_at) < target);
  const base = candidates.at(-1);
  if (!base) throw new Error(`No base backup in ${join(dir, 'base')} finished before ${to ?? 'now'}`);
  if (existsSync(into)) throw new Error(`${into} exists: restore into a new folder`);
  cpSync(base.folder, into, { recursive: true });
  rmSync(join(into, 'postmaster.pid'), { force: true });
  const walDir = join(dir, 'wal');
  // The segment being written when the stream stopped is `<name>.partial`: it holds the last transactions.
  const restoreCommand = `f="${walDir}/%f"; if [ -f "$f" ]; then cp "$f" "%p"; elif [ -f "$f.partial" ]; then cp "$f.partial" "%p"; else exit 1; fi`;
  const settings = [
    `restore_command = '${restoreCommand.replaceAll("'", "''")}'`,
    // PostgreSQL's own timestamp form ('2026-11-27 01:02:03.456+00'), not ISO's T and Z.
    ...(target ? [`recovery_target_time = '${pgTimestamp(target)}'`, `recovery_target_action = 'promote'`] : []),
    `port = ${Number(port)}`,
    `archive_mode = off`,
  ];
  writeFileSync(join(into, 'postgresql.auto.conf'), `${settings.join('\n')}\n`, { flag: 'a' });
  writeFileSync(join(into, 'recovery.signal'), '');
  giveToServerUser(into);
  // The server reads the WAL as its own user (run this script as that user in production and nothing changes).
  giveToServerUser(walDir);
  const logFile = join(into, 'restore.log');
  const [cmd, args] = asServerUser('pg_ctl', [
    '-D',
    into,
    '-l',
    logFile,
    '-w',
    '-t',
    String(timeoutSeconds),
    '-o',
    `-p ${Number(port)}`,
    'start',
  ]);
  execFileSync(cmd, args, { stdio: 'inherit' });
  // Started means it accepts (read-only) connections; restored means it has left recovery: replayed and promoted.
  const deadline = Date.now() + timeoutSeconds * 1000;
  for (;;) {
    const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    if (/archive recovery complete/.test(text) && /database system is ready to accept connections/.test(text)) {
      const point = /last completed transaction was at log time ([^\n]+)/.exec(text)?.[1];
      return {
        base_backup: base.folder,
        base_backup_finished_at: base.finished_at,
        target: target?.toISOString() ?? 'the end of the received WAL',
        recovery_point: point ? pgTime(point).toISOString() : null,
        restore_seconds: (Date.now() - started) / 1000,
      };
    }
    const [statusCmd, statusArgs] = asServerUser('pg_ctl', ['-D', into, 'status']);
    if (spawnSync(statusCmd, statusArgs, { stdio: 'ignore' }).status !== 0) {
      throw new Error(`The restored cluster stopped; the end of its log (${logFile}):\n${text.slice(-3000)}`);
    }
    if (Date.now() > deadline) throw new Error(`The restore did not finish within ${timeoutSeconds} s (${logFile})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function pgTimestamp(date) {
  return date.toISOString().replace('T', ' ').replace('Z', '+00');
}

/** PostgreSQL's log time (`2026-11-27 01:02:03.123456+00`) as a Date. */
function pgTime(text) {
  const m = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d+)?([+-]\d\d)(?::?(\d\d))?/.exec(text.trim());
  if (!m) return new Date(NaN);
  const millis = (m[3] ?? '.0').slice(0, 4).padEnd(4, '0');
  return new Date(`${m[1]}T${m[2]}${millis}${m[4]}:${m[5] ?? '00'}`);
}

function option(args, name) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'wal') {
    const child = streamWal();
    for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code) => process.exit(code ?? 0));
  } else if (command === 'base') {
    log(`Base backup of ${new URL(backupDatabaseUrl()).host} into ${join(backupDir(), 'base')}`);
    process.stdout.write(`${takeBaseBackup()}\n`);
  } else if (command === 'restore') {
    const into = option(args, 'into');
    const port = option(args, 'port');
    if (!into || !port)
      throw new Error('restore needs --into <new folder> and --port <port> (and optionally --to <ISO time>)');
    const result = await restore({ into: resolve(into), port, to: option(args, 'to') });
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    throw new Error('Usage: npm run backup -- wal | base | restore --into <dir> --port <port> [--to <ISO time>]');
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((error) => {
    log(error.message);
    process.exit(1);
  });
}
