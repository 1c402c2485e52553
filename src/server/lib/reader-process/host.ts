// The child process of reader-process.ts: loads the module named on its command line and runs its
// exported functions for the parent, one message per call.
import { pathToFileURL } from 'node:url';

interface Call {
  id: number;
  name: string;
  args: unknown[];
}

const modulePath = process.argv[2];
if (!modulePath || !process.send) throw new Error('host.ts runs as a forked reader process');
// Listening before the module has loaded: a call sent meanwhile waits for it instead of being lost.
const api = import(pathToFileURL(modulePath).href) as Promise<Record<string, unknown>>;

process.on('message', (message: Call) => {
  void (async () => {
    try {
      const fn = (await api)[message.name];
      if (typeof fn !== 'function') throw new Error(`no reader function ${message.name}`);
      const result: unknown = await (fn as (...args: unknown[]) => unknown)(...message.args);
      process.send!({ id: message.id, result });
    } catch (error) {
      process.send!({ id: message.id, error: (error as Error).message ?? String(error) });
    }
  })();
});
// The parent went away (crash, kill -9): nothing is left to read for.
process.on('disconnect', () => process.exit(0));
