// PATCH /api/settings: the patch schema; the settings' vocabulary is in settings-vocab.ts (zod-free).
import { z } from 'zod';
import { DISTANCE_UNITS, VOLUME_UNITS } from './units.ts';
import { currencyCodeSchema } from './garage.ts';
import { THEMES } from './settings-vocab.ts';

export * from './settings-vocab.ts';

export const settingsPatchSchema = z
  .strictObject({
    distanceUnit: z.enum(DISTANCE_UNITS).optional(),
    volumeUnit: z.enum(VOLUME_UNITS).optional(),
    currency: currencyCodeSchema.optional(),
    theme: z.enum(THEMES).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' });

export type SettingsPatch = z.output<typeof settingsPatchSchema>;
