// GET/PATCH /api/settings: the user's preferences in one row (user_settings). Units and currency
// are the garage's own settings (GET/PATCH /api/garage/settings reads the same fields). Zod-free;
// the patch schema is in settings.ts.
import type { GarageSettings } from './garage-vocab.ts';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface UserSettings extends GarageSettings {
  theme: Theme;
}

/** GET /api/account/sessions: one of the user's signed-in devices. */
export interface AccountSession {
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastActiveAt: string;
  /** The device asking. */
  current: boolean;
}
