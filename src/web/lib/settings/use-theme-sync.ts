// The account's theme (from /api/settings) wins over this browser's once it has loaded: the
// choice follows the user to a new device.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyTheme } from '../theme.ts';
import { settingsQueryOptions } from './get-settings.ts';

export function useThemeSync(signedIn: boolean) {
  const { data } = useQuery({ ...settingsQueryOptions, enabled: signedIn });
  const theme = data?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
}
