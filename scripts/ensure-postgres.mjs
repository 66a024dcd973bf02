// Starts a throwaway PostgreSQL cluster for the test run (trust auth, loopback only, no fsync)
// and prints its URL. Installs Debian's postgresql when it is missing and we are root; otherwise
// stops with a message naming what to install. `stop <dir>` ends it again.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';

function findBin() {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT).filter((v) => existsSync(join(ROOT, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(ROOT, versions[0], 'bin');
}

function install() {
  if (process.getuid?.() !== 0) {
    console.error('PostgreSQL is missing: install it (Debian: apt-get install postgresql) and run again.');
    process.exit(2);
  }
  console.error('Installing PostgreSQL (apt-get install postgresql) ...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// PostgreSQL refuses to run as root: as root, run its tools as the postgres user.
function run(bin, args) {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map((a) => `'${a}'`).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(bin, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} failed:\n${result.stdout}\n${result.stderr}`);
}

if (process.argv[2] === 'stop') {
  const bin = findBin();
  if (bin && process.argv[3]) run(join(bin, 'pg_ctl'), ['-D', process.argv[3], '-m', 'immediate', 'stop']);
  process.exit(0);
}

let bin = findBin();
if (!bin) {
  install();
  bin = findBin();
  if (!bin) throw new Error('postgresql installed but initdb not found');
}
const dir = mkdtempSync(join(tmpdir(), 'handymarkt-pg-'));
chmodSync(dir, 0o777);
const data = join(dir, 'data');
const port = await freePort();
run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
run(join(bin, 'pg_ctl'), [
  '-D',
  data,
  '-l',
  join(dir, 'log'),
  '-w',
  '-o',
  `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  'start',
]);
console.log(JSON.stringify({ url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir: data }));
