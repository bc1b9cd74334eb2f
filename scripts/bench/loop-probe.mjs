// Loaded into the server under test (`node --import`, scripts/bench.mjs): what the server's one thread
// went through during a wrk run. Event-loop delay (perf_hooks.monitorEventLoopDelay: how late a timer
// fired, i.e. how long a visitor whose request was ready had to wait for the thread) and garbage
// collection pauses (PerformanceObserver "gc"). Only while the benchmark runs; the application never
// loads this file.
//
// On SIGUSR2 it writes the figures since the previous signal to BENCH_LOOP_PROBE_FILE and starts
// afresh, so the bench can take them per run (scripts/bench.mjs readProbe).
import fs from "node:fs";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

const file = process.env.BENCH_LOOP_PROBE_FILE;
if (file) {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let gc = { count: 0, totalMs: 0, maxMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count++;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ["gc"] });
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.on("SIGUSR2", () => {
    const figures = {
      at: Date.now(),
      loopDelay: { p50Ms: ms(loop.percentile(50)), p99Ms: ms(loop.percentile(99)), maxMs: ms(loop.max) },
      gc: { count: gc.count, totalMs: Math.round(gc.totalMs), maxMs: Math.round(gc.maxMs * 10) / 10 },
    };
    fs.writeFileSync(file, JSON.stringify(figures));
    loop.reset();
    gc = { count: 0, totalMs: 0, maxMs: 0 };
  });
}
