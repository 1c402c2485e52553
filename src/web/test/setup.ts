import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import {
  ReadableStream,
  TextDecoderStream,
  TransformStream,
  WritableStream,
} from 'node:stream/web';
import { afterEach, beforeEach, vi } from 'vitest';

// The web tests run in VM contexts (pool vmThreads: one jsdom per worker, isolation kept), whose
// globals are jsdom's: the streams a browser has, and Node's fetch answers with, are added here.
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
  TextDecoderStream: globalThis.TextDecoderStream ?? TextDecoderStream,
});

// findBy*/waitFor wait up to 15 s (the library's 1 s is a speed assumption: with both cores busy a
// toast can take longer than that to show, and 5 s ran out at a load average of 15). They still
// resolve as soon as the page gets there.
configure({ asyncUtilTimeout: 15_000 });

// The toast viewport is a lazy chunk in the app (it loads after first paint). In a test its first
// import, with a busy machine, was what made a toast miss that wait: it is loaded before the tests,
// so a toast shows as soon as the code asks for it, whatever the machine's speed.
await import('../components/ui/toast-viewport.tsx');

// Any console.error during a test (React warnings, act() complaints, uncaught render errors)
// fails that test.
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  const errors = consoleErrors;
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
