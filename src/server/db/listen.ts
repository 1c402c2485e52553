// LISTEN on PostgreSQL over one dedicated connection (a pooled one would be handed to others).
// A lost connection is an outage to ride out: it reconnects with backoff and LISTENs again.
import pg from 'pg';

interface ListenLog {
  warn(details: object, message: string): void;
}

const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 10_000;

/**
 * Resolves after the first attempt (listening, or failed with a retry scheduled); the returned
 * function ends the connection and stops retrying.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handler: (payload: string) => void,
  options: {
    log?: ListenLog | undefined;
    connectTimeoutMs?: number | undefined;
    /** Told true once LISTENing, false when the connection is lost (announcements may be missed). */
    onState?: ((listening: boolean) => void) | undefined;
  } = {},
): Promise<() => Promise<void>> {
  const { log, onState } = options;
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let backoff = BACKOFF_MIN_MS;

  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, backoff);
    backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const current = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    });
    client = current;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      onState?.(false);
      if (!stopped) log?.warn({ err: error, channel }, 'database: the LISTEN connection was lost');
      current.end().catch(() => undefined);
      scheduleRetry();
    };
    current.on('error', fail);
    current.on('end', () => fail(new Error('Connection ended')));
    current.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handler(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      backoff = BACKOFF_MIN_MS;
      if (!failed && !stopped) onState?.(true);
    } catch (error) {
      fail(error);
    }
  }

  await connect();
  return async () => {
    stopped = true;
    onState?.(false);
    if (retry) clearTimeout(retry);
    retry = undefined;
    await client?.end().catch(() => undefined);
  };
}
