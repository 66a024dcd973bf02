// `npm test`: every check, in order, on a fresh machine too. Static checks, unit tests, server
// integration tests on PGlite and on a throwaway PostgreSQL, the production build, and the
// end-to-end tests in Chromium. Nothing is skipped silently: a missing tool is installed or named.
// Ends with one line "N passed, N failed" over every test and check.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Buffer } from 'node:buffer';

const results = { passed: 0, failed: 0 };
const failures = [];
const reports = mkdtempSync(join(tmpdir(), 'handymarkt-test-'));
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** A check that is not a test runner counts as one test. */
function check(label, command, args) {
  if (run(label, command, args)) results.passed++;
  else {
    results.failed++;
    failures.push(label);
  }
}

/** The tests that failed, by file and name: printed again at the end, where a CI log's tail shows them. */
const failedTests = [];
/** The tests that failed once and passed on CI's one retry: named too, so a flaky test is seen and mended. */
const flakyTests = [];

/** Adds up a vitest JSON report; a run that produced none counts as a failure. */
function vitest(label, project, env = {}) {
  const out = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  count(label, ok, out, (r) => {
    for (const file of r.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        const name = `${label}: ${relative(process.cwd(), file.name)} › ${test.fullName}`;
        if (test.status === 'passed' && test.failureMessages?.length) {
          flakyTests.push(`${name} (first try: ${test.failureMessages[0].split('\n')[0]})`);
        }
        if (test.status === 'failed') failedTests.push(name);
      }
      // A file that failed outside any test (an import or a hook) has no failed assertion to name.
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failedTests.push(
          `${label}: ${relative(process.cwd(), file.name)} › ${file.message || 'failed outside a test'}`,
        );
      }
    }
    return [r.numPassedTests, r.numFailedTests];
  });
}

/** Walks a Playwright JSON report's suites for tests that failed, or passed only on the retry. */
function playwrightFailures(suite, trail = []) {
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const name = `end-to-end [${test.projectName}]: ${[...here, spec.title].join(' › ')}:${spec.line}`;
      if (test.status === 'flaky') flakyTests.push(name);
      if (test.status === 'unexpected') failedTests.push(name);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

function count(label, ok, file, read) {
  if (!existsSync(file)) {
    results.failed++;
    failures.push(`${label}: no report`);
    return;
  }
  const [passed, failed] = read(JSON.parse(readFileSync(file, 'utf8')));
  results.passed += passed;
  results.failed += failed;
  if (!ok || failed > 0 || passed === 0) failures.push(label);
  if (!ok && failed === 0) results.failed++;
}

/**
 * Starts a command whose output is either streamed (`stream`) or kept to be printed whole later;
 * `status` resolves with its exit code (null when it could not start).
 */
function spawnCollected(command, args, { stream = false, env = process.env } = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
    env,
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const status = new Promise((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', resolve);
  });
  return { output, status };
}

/**
 * Checks side by side, two at a time: each is one single-threaded process, so one at a time left a
 * core idle. A check's output is printed whole when it ends, under its label, as `check` prints it.
 */
async function checksSideBySide(list, lanes = 2) {
  const queue = [...list];
  const runOne = async ([label, command, args]) => {
    const started = Date.now();
    const { output, status } = spawnCollected(command, args);
    const ok = (await status) === 0;
    console.log(`\n▶ ${label}`);
    process.stdout.write(Buffer.concat(output));
    console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (ok) results.passed++;
    else {
      results.failed++;
      failures.push(label);
    }
  };
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await runOne(next);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/**
 * The end-to-end tests: the desktop and the phone project side by side, each in its own Playwright
 * process with its own server and demo marketplace (its own port and data folder). One process ran
 * both one after the other and left a core idle while Chromium waited on the server; two workers on
 * one marketplace were tried and refused, since tests compare counts of ads that another test
 * would then add. The desktop run's output streams; the phone run's is printed whole after it.
 */
async function endToEndSideBySide() {
  const label = 'end-to-end tests in Chromium (desktop and phone side by side)';
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const runs = [
    { project: 'desktop', port: 8787, stream: true },
    { project: 'phone', port: 8797, stream: false },
  ].map(({ project, port, stream }) => {
    const out = join(reports, `e2e-${project}.json`);
    const { output, status } = spawnCollected('npx', ['playwright', 'test', '--project', project], {
      stream,
      env: { ...process.env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    return { project, out, output, status };
  });
  const statuses = await Promise.all(runs.map((r) => r.status));
  for (const [i, { project, out, output }] of runs.entries()) {
    if (output.length) {
      console.log(`\n▶ end-to-end tests in Chromium (${project})`);
      process.stdout.write(Buffer.concat(output));
    }
    count(`end-to-end tests (${project})`, statuses[i] === 0, out, (r) => {
      for (const suite of r.suites ?? []) playwrightFailures(suite);
      return [r.stats.expected + r.stats.flaky, r.stats.unexpected];
    });
  }
  const ok = statuses.every((s) => s === 0);
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (wanted('static')) {
  // The longest first, so the two lanes end close together.
  await checksSideBySide([
    ['type check (app and server)', 'npx', ['tsc', '-p', 'tsconfig.json']],
    ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
    ['format', 'npx', ['prettier', '--check', '.']],
    ['type check (src/core: ES2023 and valibot only)', 'npx', ['tsc', '-p', 'src/core/tsconfig.json']],
    ['type check (service worker)', 'npx', ['tsc', '-p', 'workers/tsconfig.json']],
  ]);
}
if (wanted('unit')) vitest('unit tests', 'unit');
if (wanted('server')) {
  vitest('server tests on PGlite', 'server');
  const pg = spawnSync('node', ['scripts/ensure-postgres.mjs'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (pg.status !== 0) {
    results.failed++;
    failures.push('PostgreSQL could not be started');
  } else {
    const { url, dir } = JSON.parse(pg.stdout.trim().split('\n').at(-1));
    try {
      vitest('server tests on PostgreSQL', 'server', { TEST_DATABASE_URL: url });
    } finally {
      spawnSync('node', ['scripts/ensure-postgres.mjs', 'stop', dir], { stdio: 'inherit' });
    }
  }
}
if (wanted('e2e')) {
  check('production build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
  const chromium = spawnSync('node', ['scripts/ensure-chromium.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (chromium.status !== 0) {
    results.failed++;
    failures.push('Chromium is not available');
  } else {
    await endToEndSideBySide();
  }
}

rmSync(reports, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
if (flakyTests.length)
  console.log(`\nPassed on retry (flaky):\n${flakyTests.map((t) => `  ~ ${t}`).join('\n')}`);
for (const test of failedTests) console.log(`  ✘ ${test}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed > 0 || failures.length > 0 ? 1 : 0);
