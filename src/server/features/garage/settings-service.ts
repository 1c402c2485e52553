// Per-user preferences in one row (user_settings): display units and currency (storage never
// changes with them: they only choose what the web app asks for (?units=) and which currency new
// records are written in) and the theme. /api/garage/settings and /api/settings both read it here.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userSettings } from '../../db/schema.ts';
import {
  THEMES,
  type SettingsPatch,
  type Theme,
  type UserSettings,
} from '../../../shared/settings.ts';
import type { DistanceUnit, VolumeUnit } from '../../../shared/units.ts';

export async function getSettings(
  db: Db,
  userId: string,
  defaultCurrency: string,
): Promise<UserSettings> {
  const [row] = await db
    .select()
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return {
    distanceUnit: (row?.distanceUnit as DistanceUnit | undefined) ?? 'km',
    volumeUnit: (row?.volumeUnit as VolumeUnit | undefined) ?? 'l',
    currency: row?.currency ?? defaultCurrency,
    theme: THEMES.find((theme) => theme === row?.theme) ?? ('system' satisfies Theme),
  };
}

/** One upsert: a first save writes the defaults for the fields it leaves out. */
export async function updateSettings(
  db: Db,
  userId: string,
  defaultCurrency: string,
  patch: SettingsPatch,
): Promise<UserSettings> {
  const current = await getSettings(db, userId, defaultCurrency);
  const next = { ...current, ...patch };
  await db
    .insert(userSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { ...patch, updatedAt: sql`now()` },
    });
  return next;
}

/** The currency new records are written in. */
export async function userCurrency(db: Db, userId: string, defaultCurrency: string) {
  const [row] = await db
    .select({ currency: userSettings.currency })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row?.currency ?? defaultCurrency;
}
