// The Hono environment every route shares: dependencies and the signed-in user ride on the context.
import type { Config } from '../env.ts';
import type { Db } from '../db/database.ts';
import type { Auth } from '../features/auth/auth.ts';
import type { Mailer } from '../features/mail/mailer.ts';
import type { NotificationBus } from '../features/notifications/bus.ts';
import type { PushSender } from '../features/notifications/push.ts';
import type { UserRow } from '../features/users/service.ts';
import type { Background } from './background.ts';
import type { Logger } from './logger.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Work started by a request and finished after its answer. */
  background: Background;
  appUrl: string;
  authSecret: string;
  /** better-auth's session cookie name (`__Secure-` prefixed when cookies are Secure). */
  sessionCookieName: string;
  /** This instance's LISTEN on new notifications and the live streams it feeds. */
  notifications: NotificationBus;
  /** Web push (VAPID) for notifications. */
  push: PushSender;
}

export interface SignedInUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  /** The users row as it was when the request began. */
  profile: UserRow;
  /** The garage's version (garage_versions) as the request began: keys the kept garage list. */
  garageVersion: number;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    user: SignedInUser;
  };
}
