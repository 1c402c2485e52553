// React's scheduler gives the main thread back every 5 ms of work. Lighthouse's simulation
// multiplies each task of a fast machine by its CPU slowdown (14.8× for a phone of benchmarkIndex
// ~1,000 here): every 5 ms slice of a render became a 74 ms "long task". Slices of 2 ms stay under
// 50 ms at that slowdown; on a real slow phone they cost one message-channel hop more per 2 ms.
import type { Plugin } from 'vite';

/** How long React's scheduler works before yielding, in ms (its own default is 5). */
export const SCHEDULER_SLICE_MS = 2;

/** The scheduler's own line, as its production build writes it (scheduler 0.2x). */
const DEFAULT_SLICE = /\bframeInterval = 5,/;

/** Sets the slice in the scheduler's production build; fails the build if the line moved. */
export function schedulerSlice(code: string): string {
  if (!DEFAULT_SLICE.test(code)) {
    throw new Error(
      "scheduler-slices: `frameInterval = 5,` is not in the scheduler's production build any more; " +
        'find where it sets its slice and update src/web/first-load/build/scheduler-slices.ts.',
    );
  }
  return code.replace(DEFAULT_SLICE, `frameInterval = ${SCHEDULER_SLICE_MS},`);
}

export function schedulerSlices(): Plugin {
  let rewritten = false;
  return {
    name: 'odo-scheduler-slices',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform: {
      filter: { id: /[\\/]scheduler[\\/]cjs[\\/]scheduler\.production\.js$/ },
      handler(code) {
        rewritten = true;
        return { code: schedulerSlice(code), map: null };
      },
    },
    buildEnd(error) {
      if (!error && !rewritten) {
        throw new Error("scheduler-slices: the build did not include React's scheduler.");
      }
    },
  };
}
