// Odo's server: opens the database (migrating it), serves HTTP, and shuts down gracefully. Run by
// main.ts once the process has the V8 settings it needs (node-flags.ts). A configuration Odo
// refuses is told before the server's own modules load (seconds on a busy machine).
import http from 'node:http';
import type { Database } from './db/database.ts';
import { appUrl, listenHost, parseConfig, startupProblem } from './env.ts';
import { createLogger } from './lib/logger.ts';

const config = parseConfig(process.env);
const logger = createLogger(config);

// Nothing fails silently: a promise nobody awaited is logged (and the server keeps serving).
process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled promise rejection');
});

const problem = startupProblem(config);
if (problem) {
  logger.fatal(problem);
  process.exit(1);
}

const [
  { serve },
  { createApp },
  { openDatabase },
  { createScheduler, dailyJobs },
  carLens,
  photoText,
] = await Promise.all([
  import('@hono/node-server'),
  import('./app.ts'),
  import('./db/database.ts'),
  import('./features/jobs/scheduler.ts'),
  import('./features/car-lens/readers.ts'),
  import('./lib/photo-text/text-reader.ts'),
]);
carLens.setCarLensIdleMs(config.OCR_IDLE_SECONDS * 1000);
photoText.setPhotoTextIdleMs(config.OCR_IDLE_SECONDS * 1000);

let database: Database;
try {
  database = await openDatabase(config, logger);
} catch (error) {
  logger.fatal({ err: error }, (error as Error).message);
  process.exit(1);
}
const { app, deps, inFlight } = await createApp({ config, database, logger, serveWeb: true });

const hostname = listenHost(config);
const server = serve({ fetch: app.fetch, port: config.PORT, hostname }, (info) => {
  logger.info(
    { host: hostname, port: info.port, database: database.kind, mail: deps.mailer.kind },
    `Odo is running at ${appUrl({ ...config, PORT: info.port })} (listening on ${hostname}:${info.port})`,
  );
});

// Daily jobs (service-due notices, purge): once per day across every instance (decision 010).
const scheduler = config.JOBS_ENABLED
  ? createScheduler({
      db: database.db,
      log: logger.child({ part: 'jobs' }),
      jobs: dailyJobs(config),
      tickMs: config.JOBS_TICK_SECONDS * 1000,
    })
  : undefined;
scheduler?.start();
// Idle keep-alive connections stay open longer than a client or proxy keeps them (Node's 5 s
// default lost the race with clients that reused a socket the server was closing: ECONNRESET).
if (server instanceof http.Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const jobsStopped = scheduler?.stop();
  logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const force = setTimeout(() => {
    logger.warn('requests still in flight after 10 s; closing anyway');
    process.exit(1);
  }, 10_000);
  force.unref();
  // Live notification streams never end by themselves: end them so the server can close.
  const busStopped = deps.notifications.stop();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  // A client may have gone away while its request is still running: let it finish.
  while (inFlight() > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  // Mail a request started after answering (at most 5 s more).
  await Promise.race([deps.background.idle(), new Promise((resolve) => setTimeout(resolve, 5000))]);
  deps.mailer.close();
  await Promise.all([carLens.closeCarLensReaders(), photoText.closePhotoTextReaders()]).catch(
    () => undefined,
  );
  // A job in progress finishes before the database closes (if the 10 s run out first, its lease
  // runs out later and another instance or the next start takes the run over).
  await jobsStopped;
  await busStopped;
  await deps.changes.stop();
  await database.close();
  logger.info('stopped');
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
