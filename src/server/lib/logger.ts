import { pino, type Logger } from 'pino';
import type { Config } from '../env.ts';

export type { Logger };

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { app: 'odo' },
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.newPassword'],
  });
}
