// The tesseract.js worker thread for photo-text: tesseract.js's own Node worker script, run at a
// lower CPU priority (nice 10, Linux) so reading a photo never starves the event loop.
import path from 'node:path';
import { createRequire } from 'node:module';
import { lowerThreadPriority } from '../reader-process/thread-priority.ts';

lowerThreadPriority();
const require = createRequire(import.meta.url);
require(path.join(path.dirname(require.resolve('tesseract.js')), 'worker-script/node/index.js'));
