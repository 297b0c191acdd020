import { describe, expect, it } from 'vitest';
import { runSchedule, type Step } from './schedule.mjs';

/** Steps that take `ms` of a fake clock each; the log says when each started and ended. */
function fakeSteps(specs: { name: string; cores: number; ms: number; needs?: string[]; passes?: boolean }[]) {
  let clock = 0;
  const log: string[] = [];
  const timers: { at: number; done: () => void }[] = [];
  const advance = () => {
    timers.sort((a, b) => a.at - b.at);
    const next = timers.shift();
    if (!next) return;
    clock = next.at;
    next.done();
  };
  const steps: Step[] = specs.map((spec) => ({
    name: spec.name,
    cores: spec.cores,
    needs: spec.needs,
    run: () =>
      new Promise<boolean>((resolve) => {
        log.push(`${clock} start ${spec.name}`);
        timers.push({
          at: clock + spec.ms,
          done: () => {
            log.push(`${clock} end ${spec.name}`);
            resolve(spec.passes ?? true);
          },
        });
      }),
  }));
  // The clock moves whenever the schedule waits.
  const ticker = setInterval(advance, 0);
  return { steps, log, now: () => clock, stop: () => clearInterval(ticker) };
}

describe('runSchedule', () => {
  it('keeps no more cores busy than the machine has, in the order given', async () => {
    const fake = fakeSteps([
      { name: 'typecheck', cores: 1, ms: 20 },
      { name: 'lint', cores: 1, ms: 30 },
      { name: 'build', cores: 2, ms: 15 },
      { name: 'unit', cores: 2, ms: 80 },
      { name: 'e2e', cores: 2, ms: 200, needs: ['build'] },
    ]);
    const results = await runSchedule(fake.steps, { cores: 2, now: fake.now });
    fake.stop();
    expect(fake.log).toEqual(['0 start typecheck', '0 start lint', '20 end typecheck', '30 end lint', '30 start build', '45 end build', '45 start unit', '125 end unit', '125 start e2e', '325 end e2e']);
    expect(results.map((result) => [result.name, result.status, result.startMs, result.endMs])).toEqual([
      ['typecheck', 'passed', 0, 20],
      ['lint', 'passed', 0, 30],
      ['build', 'passed', 30, 45],
      ['unit', 'passed', 45, 125],
      ['e2e', 'passed', 125, 325],
    ]);
  });

  it('skips what needs a failed step and still runs the rest', async () => {
    const fake = fakeSteps([
      { name: 'build', cores: 1, ms: 10, passes: false },
      { name: 'unit', cores: 1, ms: 10 },
      { name: 'e2e', cores: 2, ms: 10, needs: ['build'] },
      { name: 'report', cores: 1, ms: 10, needs: ['e2e'] },
    ]);
    const results = await runSchedule(fake.steps, { cores: 2, now: fake.now });
    fake.stop();
    expect(results.map((result) => [result.name, result.status, result.skippedBecause])).toEqual([
      ['build', 'failed', undefined],
      ['unit', 'passed', undefined],
      ['e2e', 'skipped', 'build'],
      ['report', 'skipped', 'e2e'],
    ]);
  });

  it('counts a step that throws as failed, and refuses steps that need each other', async () => {
    const results = await runSchedule([{ name: 'a', cores: 1, run: () => Promise.reject(new Error('boom')) }], { cores: 2 });
    expect(results[0]?.status).toBe('failed');
    await expect(runSchedule([{ name: 'a', cores: 1, needs: ['b'], run: async () => true }, { name: 'b', cores: 1, needs: ['a'], run: async () => true }], { cores: 2 })).rejects.toThrow('steps wait for each other: a, b');
    await expect(runSchedule([{ name: 'a', cores: 1, needs: ['x'], run: async () => true }], { cores: 2 })).rejects.toThrow('step a needs an unknown step x');
  });
});
