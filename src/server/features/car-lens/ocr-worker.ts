// The tesseract.js worker thread (its `workerPath`): tesseract.js's own Node worker script, run
// at a lower CPU priority (thread-priority.ts) so OCR never starves the event loop.
import path from 'node:path';
import { createRequire } from 'node:module';
import { lowerThreadPriority } from './thread-priority.ts';

lowerThreadPriority();
const require = createRequire(import.meta.url);
require(path.join(path.dirname(require.resolve('tesseract.js')), 'worker-script/node/index.js'));
