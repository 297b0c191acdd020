// Runs npm scripts at the same time and fails when any of them fails. `npm test` uses it for the steps that do
// not depend on each other (type check, lint, unit tests, build): on a 2-core CI machine the unit tests leave a
// core idle much of the time, and running the steps together saves minutes. Each script's output is printed in
// one piece when it ends, so the log stays readable.
// Usage: node scripts/runParallel.mjs <script> [<script> …]
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/runParallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n===== npm run ${script}: ${code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`} after ${seconds} s =====\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
