/**
 * A background job that runs one pass every `intervalMs` after the previous pass ended (never two at once) until it
 * is stopped — the order transfer to the ERP and the sweep of unfinished card payments run on it.
 */
export interface PeriodicJob<T> {
  /** Runs one pass now (or joins the running one); resolves when it is done. */
  runOnce(): Promise<T>;
  /** Stops the timer and waits for a running pass. */
  stop(): Promise<void>;
}

/**
 * Starts the job. `pass` does the work; when it throws, `onError` logs it and gives the pass's result instead
 * (the job goes on at the next interval).
 */
export function startPeriodic<T>(pass: () => Promise<T>, intervalMs: number, onError: (err: unknown) => T): PeriodicJob<T> {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<T> | null = null;

  const runOnce = (): Promise<T> => {
    if (running) return running;
    running = pass()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, intervalMs);
  };
  schedule();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}
