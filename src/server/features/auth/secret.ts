// With no BETTER_AUTH_SECRET configured, Odo makes one once and keeps it in the database so
// every instance signs and checks cookies with the same key.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appSecrets } from '../../db/schema.ts';

export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'auth_secret'));
  if (!row) throw new Error('auth secret could not be stored');
  return row.value;
}
