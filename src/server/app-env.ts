// The Hono environment every route shares: dependencies and the signed-in user ride on the context.
import type { Config } from './env.ts';
import type { Db } from './db/database.ts';
import type { Changes } from './db/changes.ts';
import type { Auth } from './features/auth/auth.ts';
import type { SessionCache } from './features/auth/session-cache.ts';
import type { SessionRow } from './features/auth/session.ts';
import type { Mailer } from './features/mail/mailer.ts';
import type { NotificationBus } from './features/notifications/bus.ts';
import type { PushSender } from './features/notifications/push.ts';
import type { UserRow } from './features/users/service.ts';
import type { Background } from './lib/background.ts';
import type { Logger } from './lib/logger.ts';

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
  /** Changes announced by the database: what kept answers are checked against (decision 016). */
  changes: Changes;
  /** Session lookups kept while nothing about their user changed. */
  sessions: SessionCache<SessionRow>;
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
  Bindings: {
    /**
     * Set on the API requests the server makes for a signed-in page's answers (decision 021): the
     * page request's id. Only the server sets it (a visitor's request cannot).
     */
    answersFor?: string;
  };
  Variables: {
    deps: AppDeps;
    requestId: string;
    user: SignedInUser;
    /** Set when the request was authenticated by a personal access token (garage API only). */
    apiToken: { id: string; scope: 'read' | 'read_write' } | undefined;
  };
}
