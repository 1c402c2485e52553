// The tesseract.js worker thread for photo-text: tesseract.js's own Node worker script, run at a
// lower CPU priority (nice 10, Linux) so reading a photo never starves the event loop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

try {
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
} catch {
  // Not Linux or not permitted: the normal priority.
}
const require = createRequire(import.meta.url);
require(path.join(path.dirname(require.resolve('tesseract.js')), 'worker-script/node/index.js'));
