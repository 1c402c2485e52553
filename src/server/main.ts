// Starts Odo: with the server's V8 flags (node-flags.ts; the process is replaced once to get
// them), then the server itself (serve.ts), loaded only after that.
import { runWithServerFlags } from './node-flags.ts';

runWithServerFlags();
await import('./serve.ts');
