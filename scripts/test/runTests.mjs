// @ts-check
/**
 * `npm test`: every check of the project, scheduled on the machine's cores, and a table of phase times at
 * the end. Plain Node, no dependencies, because it first installs them when node_modules is missing or
 * stale.
 *
 * On a fresh clone the locked packages are installed without their install scripts, and the one native
 * build (better-sqlite3, about a minute of a single core) runs as a step of its own beside the type check,
 * lint and build, which do not need it; the unit and browser tests wait for it.
 *
 * `.ci/run` may hand in phases it measured before (`CI_PHASES_FILE`: one `name<TAB>milliseconds` line
 * each) and the time it started (`CI_STARTED_AT`, epoch ms), so the table covers the whole CI run.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { installReason } from '../ensureDependencies.mjs';
import { browserFileTable, phaseTable } from './phaseTable.mjs';
import { runSchedule } from './schedule.mjs';

const root = resolve(import.meta.dirname, '../..');
const startedAt = Date.now();
const BROWSER_FILE_TIMES = join(root, 'node_modules/.cache/futureslab/browser-file-times.json');
/** Packages whose install scripts the project allows (package.json `allowScripts`): the native builds. */
const nativePackages = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).allowScripts ?? {});

/**
 * The steps' environment. Vite warns on every config load that the config's extensionless TypeScript imports
 * would not suit its future native config loader; the project's imports follow its TypeScript settings, so
 * the warning (dozens of lines per step) is left out of the test log.
 */
const stepEnvironment = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

/**
 * Runs a command; its output is kept and printed in one piece when it ends, so the outputs of steps that
 * run at the same time do not mix. A step that runs long says so every minute.
 * @param {string} name @param {string} command @param {string[]} args
 * @returns {Promise<boolean>}
 */
function run(name, command, args) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: stepEnvironment });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const heartbeat = setInterval(() => console.log(`[test] ${name} is running (${Math.round((Date.now() - started) / 1000)} s)…`), 60_000);
    child.on('close', (code, signal) => {
      clearInterval(heartbeat);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n===== ${name}: ${code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`} after ${seconds} s =====\n`);
      process.stdout.write(Buffer.concat(output));
      done(code === 0);
    });
  });
}

/** @param {string} script @param {string[]} [args] */
const npmRun = (script, args = []) => () => run(`npm run ${script}${args.length ? ` -- ${args.join(' ')}` : ''}`, 'npm', ['run', script, ...(args.length ? ['--', ...args] : [])]);

/** @type {import('./phaseTable.mjs').PhaseRow[]} */
const phases = [];
if (process.env.CI_PHASES_FILE && existsSync(process.env.CI_PHASES_FILE)) {
  for (const line of readFileSync(process.env.CI_PHASES_FILE, 'utf8').split('\n').filter(Boolean)) {
    const [name = '', ms = '0'] = line.split('\t');
    phases.push({ name, ms: Number(ms) });
  }
}

let installedWithoutScripts = false;
const reason = installReason(root);
if (reason) {
  console.log(`[deps] ${reason}: running npm ci (install scripts follow as a step of their own)…`);
  const started = Date.now();
  if (!(await run('npm ci --ignore-scripts', 'npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund']))) process.exit(1);
  phases.push({ name: 'npm ci (packages, without install scripts)', ms: Date.now() - started });
  installedWithoutScripts = true;
}

const native = installedWithoutScripts && nativePackages.length > 0;
const nativeStep = `native build (${nativePackages.join(', ')})`;
const needsNative = native ? [nativeStep] : [];

/**
 * The order in which steps start when several could: the quick checks first (a typo fails within a
 * minute), the build before the unit tests so the browser tests can follow them at once. Measured
 * alternatives are in the README's test section.
 * @type {import('./schedule.mjs').Step[]}
 */
const steps = [
  ...(native ? [{ name: nativeStep, cores: 1, run: () => run(`npm rebuild ${nativePackages.join(' ')}`, 'npm', ['rebuild', ...nativePackages]) }] : []),
  { name: 'generated types up to date', cores: 1, run: npmRun('gen:types', ['--check']) },
  { name: 'spec validation', cores: 1, run: npmRun('validate') },
  { name: 'type check', cores: 1, run: npmRun('typecheck') },
  { name: 'lint', cores: 1, run: npmRun('lint') },
  { name: 'build', cores: 1, needs: ['spec validation'], run: npmRun('build') },
  { name: 'unit tests', cores: 2, needs: needsNative, run: npmRun('test:unit') },
  { name: 'browser tests', cores: 2, needs: ['build', ...needsNative], run: npmRun('test:e2e') },
];

const ciStartedAt = Number(process.env.CI_STARTED_AT);
/** The table's clock starts with the CI run when `.ci/run` says when that was, else with `npm test`. */
const clockStart = Number.isFinite(ciStartedAt) && ciStartedAt > 0 ? ciStartedAt : startedAt;
const scheduleStart = Date.now();
const results = await runSchedule(steps, { cores: availableParallelism() });
const offset = scheduleStart - clockStart;
for (const result of results) {
  phases.push({
    name: result.name,
    startMs: offset + result.startMs,
    ms: result.endMs - result.startMs,
    status: result.status,
    note: result.skippedBecause ? `needs ${result.skippedBecause}` : '',
  });
}

const totalMs = Date.now() - clockStart;
console.log(`\nPhase times (${availableParallelism()} cores):\n${phaseTable(phases, totalMs)}`);
const browser = results.find((result) => result.name === 'browser tests');
if (browser?.status !== 'skipped' && existsSync(BROWSER_FILE_TIMES)) {
  const times = JSON.parse(readFileSync(BROWSER_FILE_TIMES, 'utf8'));
  console.log(`\nBrowser tests per file:\n${browserFileTable(times.files, times.wallMs)}`);
}

const failed = results.filter((result) => result.status !== 'passed');
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((result) => (result.status === 'skipped' ? `${result.name} (skipped: needs ${result.skippedBecause})` : result.name)).join(', ')}`);
  process.exit(1);
}
