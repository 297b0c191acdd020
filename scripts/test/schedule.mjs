// @ts-check
/**
 * Runs the steps of `npm test` on the machine's cores: a step starts once the steps it needs have passed and
 * its cores are free, in the order the list gives, so no more busy processes run than there are cores. A
 * step that fails (or that a failed step was needed by) stops nothing else: every check that can still run
 * reports. Plain Node, no dependencies: it runs before `npm ci` has installed anything.
 */

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {number} cores how many cores the step keeps busy (more than the machine has counts as all)
 * @property {string[]} [needs] steps that must have passed first
 * @property {() => Promise<boolean>} run resolves true when the step passed
 *
 * @typedef {object} StepResult
 * @property {string} name
 * @property {'passed' | 'failed' | 'skipped'} status
 * @property {number} startMs since the schedule started (skipped: when it was skipped)
 * @property {number} endMs
 * @property {string} [skippedBecause]
 */

/**
 * @param {Step[]} steps in the order they should start when several could
 * @param {{ cores: number, now?: () => number }} options
 * @returns {Promise<StepResult[]>} one result per step, in the order of `steps`
 */
export async function runSchedule(steps, { cores, now = () => performance.now() }) {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps) {
    for (const need of step.needs ?? []) if (!names.has(need)) throw new Error(`step ${step.name} needs an unknown step ${need}`);
  }
  const origin = now();
  /** @type {Map<string, StepResult>} */
  const results = new Map();
  /** @type {Set<string>} */
  const running = new Set();
  let busy = 0;
  /** @type {() => void} */
  let wake = () => {};

  const coresOf = (/** @type {Step} */ step) => Math.max(1, Math.min(cores, step.cores));

  /** Starts what may start now; true when nothing is left to start or run. */
  const startReady = () => {
    for (const step of steps) {
      if (results.has(step.name) || running.has(step.name)) continue;
      const needs = step.needs ?? [];
      const blocked = needs.find((need) => results.has(need) && results.get(need)?.status !== 'passed');
      if (blocked) {
        const at = now() - origin;
        results.set(step.name, { name: step.name, status: 'skipped', startMs: at, endMs: at, skippedBecause: blocked });
        continue;
      }
      if (!needs.every((need) => results.get(need)?.status === 'passed')) continue;
      // A step larger than what is free waits, unless nothing runs (then it may take the whole machine).
      if (busy + coresOf(step) > cores && busy > 0) continue;
      running.add(step.name);
      busy += coresOf(step);
      const startMs = now() - origin;
      step
        .run()
        .catch(() => false)
        .then((passed) => {
          running.delete(step.name);
          busy -= coresOf(step);
          results.set(step.name, { name: step.name, status: passed ? 'passed' : 'failed', startMs, endMs: now() - origin });
          wake();
        });
    }
    return running.size === 0 && results.size === steps.length;
  };

  for (;;) {
    const settledBefore = results.size;
    if (startReady()) break;
    if (running.size === 0) {
      // Skipping a step can decide another one: try again, unless nothing changed (steps that need each other).
      if (results.size === settledBefore) throw new Error(`steps wait for each other: ${steps.filter((step) => !results.has(step.name)).map((step) => step.name).join(', ')}`);
      continue;
    }
    await new Promise((resolve) => (wake = /** @type {() => void} */ (resolve)));
  }
  return steps.map((step) => /** @type {StepResult} */ (results.get(step.name)));
}
