// GET/PATCH /api/settings: units, currency and theme, kept in the garage's user_settings row.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { settingsPatchSchema } from '../../../shared/settings.ts';
import { requireUser } from '../auth/session.ts';
import { getSettings, updateSettings } from '../garage/settings-service.ts';

export const settingsRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await getSettings(db, c.var.user.id, config.CURRENCY));
  })
  .patch('/', requireUser, validate('json', settingsPatchSchema), async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await updateSettings(db, c.var.user.id, config.CURRENCY, c.req.valid('json')));
  });
