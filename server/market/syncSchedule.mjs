// @ts-check

/**
 * Runs `run` now and then again `everyMs` after each run ended (never two at once), until `stop()`, which
 * tells the running one to end (its `stopped()` turns true, its `signal` aborts) and waits for it.
 * @param {object} options
 * @param {number} options.everyMs
 * @param {(control: { stopped: () => boolean, signal: AbortSignal }) => Promise<void>} options.run
 * @param {(error: unknown) => void} options.onError
 * @param {number} [options.firstAfterMs] the first run's delay (default: at once)
 */
export function startSyncSchedule({ everyMs, run, onError, firstAfterMs = 0 }) {
  const controller = new AbortController();
  /** @type {Promise<void> | null} */
  let running = null;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  const schedule = (/** @type {number} */ ms) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = () => {
    timer = null;
    running = run({ stopped: () => controller.signal.aborted, signal: controller.signal })
      .catch(onError)
      .finally(() => {
        running = null;
        if (!controller.signal.aborted) schedule(everyMs);
      });
  };
  schedule(firstAfterMs);
  return {
    /** Whether a run is going on now. */
    busy: () => running !== null,
    async stop() {
      controller.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
