// A job a server process runs on a timer (the scheduler, the retention of contact messages): one run
// at a time, the next one `intervalMs` after the previous ended, a failing run logged and retried at
// the next tick. The timer never keeps the process alive; stopping waits for a run in progress.
export interface PeriodicJob {
  /** Told about a failed run (the job logs it); the next tick tries again. */
  onFailure: (error: Error) => void;
  intervalMs: number;
  /** The wait before the first run. */
  firstRunMs: number;
  /** `running()` turns false once the job is being stopped: a long run (a sweep over many rows) ends early between its steps. */
  run: (running: () => boolean) => Promise<void>;
}

/** Starts the job; the returned function stops it (and resolves once a run in progress has ended). */
export function startPeriodicJob(job: PeriodicJob): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = job.run(() => !stopped).catch((error: unknown) => job.onFailure(error instanceof Error ? error : new Error(String(error))));
    void running.then(() => {
      if (stopped) return;
      timer = setTimeout(tick, job.intervalMs);
      timer.unref();
    });
  };
  timer = setTimeout(tick, job.firstRunMs);
  timer.unref();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
