import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installReason } from './ensureDependencies.mjs';

function project(lock: object, installed?: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'deps-'));
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify({ packages: lock }));
  if (installed) {
    mkdirSync(join(dir, 'node_modules'));
    writeFileSync(join(dir, 'node_modules', '.package-lock.json'), JSON.stringify({ packages: installed }));
  }
  return dir;
}

const LOCK = { '': { name: 'x' }, 'node_modules/react': { version: '19.3.1' }, 'node_modules/@esbuild/win32-x64': { version: '0.25.0', optional: true } };

describe('installReason', () => {
  it('asks for an install when node_modules is missing or a package is not in its locked version', () => {
    expect(installReason(project(LOCK))).toBe('node_modules is missing');
    expect(installReason(project(LOCK, { 'node_modules/react': { version: '19.2.0' } }))).toBe('react is not installed in its locked version 19.3.1');
  });

  it('is satisfied when every locked package is installed, optional packages of other platforms aside', () => {
    expect(installReason(project(LOCK, { 'node_modules/react': { version: '19.3.1' } }))).toBeNull();
  });
});
