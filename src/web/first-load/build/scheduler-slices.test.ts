import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SCHEDULER_SLICE_MS, schedulerSlice } from './scheduler-slices.ts';

const require = createRequire(import.meta.url);

describe('schedulerSlice', () => {
  it("sets the slice in the installed scheduler's production build", () => {
    const file = require.resolve('scheduler/cjs/scheduler.production.js');
    const code = fs.readFileSync(file, 'utf8');
    const rewritten = schedulerSlice(code);
    expect(rewritten).toContain(`frameInterval = ${SCHEDULER_SLICE_MS},`);
    expect(rewritten).not.toMatch(/\bframeInterval = 5,/);
    // Only that line changes.
    expect(rewritten.length).toBe(code.length - 1 + String(SCHEDULER_SLICE_MS).length);
  });

  it('fails when the scheduler no longer writes its slice that way', () => {
    expect(() => schedulerSlice('var frameInterval = frameYieldMs;')).toThrow(/frameInterval = 5/);
  });
});
