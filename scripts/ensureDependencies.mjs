// @ts-check
/**
 * Installs the locked dependencies when node_modules is missing or does not match package-lock.json,
 * so that `npm start` and `npm test` work by themselves on a fresh clone. Plain Node, no dependencies.
 * npm keeps a copy of what it installed in node_modules/.package-lock.json: every package of the lock
 * file must be there in its locked version (optional packages for other platforms are never installed
 * and are skipped).
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * @param {string} file
 * @returns {Record<string, { version?: string, optional?: boolean, devOptional?: boolean }> | null}
 */
function packagesOf(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')).packages ?? null;
  } catch {
    return null;
  }
}

/**
 * @param {string} [projectRoot]
 * @returns {string | null} why an install is needed, or null
 */
export function installReason(projectRoot = root) {
  const locked = packagesOf(join(projectRoot, 'package-lock.json'));
  if (!locked) return null;
  const installed = packagesOf(join(projectRoot, 'node_modules', '.package-lock.json'));
  if (!installed) return 'node_modules is missing';
  for (const [name, entry] of Object.entries(locked)) {
    if (name === '' || entry.optional || entry.devOptional) continue;
    if (installed[name]?.version !== entry.version) return `${name.replace(/^node_modules\//, '')} is not installed in its locked version ${entry.version}`;
  }
  return null;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const reason = installReason();
  if (reason) {
    console.log(`[deps] ${reason}: running npm ci…`);
    execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  }
}
