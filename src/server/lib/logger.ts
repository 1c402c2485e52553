import { pino, type Logger } from 'pino';
import type { Config } from '../env.ts';

export type { Logger };

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FILE'>): Logger {
  const options = {
    level: config.LOG_LEVEL,
    base: { app: 'odo' },
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.newPassword'],
  };
  return config.LOG_FILE
    ? pino(options, pino.destination({ dest: config.LOG_FILE, sync: true, mkdir: true }))
    : pino(options);
}

/**
 * A request path as the access log may keep it: the tokens some paths carry (share links,
 * password-reset links) are replaced, so whoever reads the logs cannot use them.
 */
export function loggedPath(path: string): string {
  return path.replace(/^(\/api\/(?:shared|auth\/reset-password)\/)[^/]+/, '$1:token');
}
