// GET/PATCH /api/settings: the user's preferences in one row (user_settings). Units and currency
// are the garage's own settings (GET/PATCH /api/garage/settings reads the same fields).
import { z } from 'zod';
import { DISTANCE_UNITS, VOLUME_UNITS } from './units.ts';
import { currencyCodeSchema, type GarageSettings } from './garage.ts';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface UserSettings extends GarageSettings {
  theme: Theme;
}

export const settingsPatchSchema = z
  .strictObject({
    distanceUnit: z.enum(DISTANCE_UNITS).optional(),
    volumeUnit: z.enum(VOLUME_UNITS).optional(),
    currency: currencyCodeSchema.optional(),
    theme: z.enum(THEMES).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' });

export type SettingsPatch = z.output<typeof settingsPatchSchema>;

/** GET /api/account/sessions: one of the user's signed-in devices. */
export interface AccountSession {
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastActiveAt: string;
  /** The device asking. */
  current: boolean;
}
