// A cheap password hash for the test harness: better-auth's scrypt costs ~75 ms of CPU per hash or
// check, and the server suites sign up and in a thousand times on each database (CI time, issue 30).
// Same contract (salted, verified in constant time); auth.test.ts keeps the production hash.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '../features/auth/auth.ts';

const COST = { N: 16, r: 1, p: 1 };

function derive(password: string, salt: string) {
  return scryptSync(password.normalize('NFKC'), salt, 32, COST);
}

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `test:${salt}:${derive(password, salt).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [scheme, salt, key] = hash.split(':');
    if (scheme !== 'test' || !salt || !key) return false;
    return timingSafeEqual(derive(password, salt), Buffer.from(key, 'hex'));
  },
};
