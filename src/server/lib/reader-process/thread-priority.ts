// OCR and barcode reading run at a lower CPU priority (nice 10), so on a small machine the
// server's threads (answering every other request) are scheduled first.
import fs from 'node:fs';
import os from 'node:os';

export const READER_NICENESS = 10;

/** Lowers the calling thread's priority (Linux: setpriority on its thread id); elsewhere a no-op. */
export function lowerThreadPriority(niceness = READER_NICENESS): void {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, niceness);
  } catch {
    // Not Linux (no /proc/thread-self) or not permitted: run at the normal priority.
  }
}

/** Lowers every thread of the calling process (a reader process; Linux), each once. */
export function lowerProcessPriority(niceness = READER_NICENESS): void {
  let tids: string[];
  try {
    tids = fs.readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const tid of tids) {
    try {
      if (os.getPriority(Number(tid)) < niceness) os.setPriority(Number(tid), niceness);
    } catch {
      // Ended meanwhile, or not permitted.
    }
  }
}
