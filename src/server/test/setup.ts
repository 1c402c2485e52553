// Any console.error during a server test fails that test.
import { afterEach, beforeEach } from 'vitest';

const original = console.error;
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  console.error = (...args: unknown[]) => {
    calls.push(args);
  };
});

afterEach(() => {
  console.error = original;
  if (calls.length > 0) {
    const text = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
