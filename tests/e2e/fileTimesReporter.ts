import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * A Playwright reporter that writes each browser-test file's summed test time (every attempt, retries
 * included) and the run's wall time to a JSON file, for the phase table `npm test` prints at its end.
 */
export default class FileTimesReporter implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: number }>();

  constructor(private readonly options: { outputFile: string }) {}

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file).split('\\').join('/');
    const entry = this.files.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    if (result.retry === 0) entry.tests += 1;
    this.files.set(file, entry);
  }

  onEnd(result: FullResult): void {
    mkdirSync(dirname(this.options.outputFile), { recursive: true });
    const files = [...this.files].map(([file, entry]) => ({ file, ...entry }));
    writeFileSync(this.options.outputFile, JSON.stringify({ wallMs: result.duration, files }, null, 1));
  }

  printsToStdio(): boolean {
    return false;
  }
}
