// Settings: the theme (system, light, dark), applied at once and saved to the account.
import { Monitor, Moon, Sun } from 'lucide-react';
import type { Theme } from '../../../shared/settings-vocab.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { trackFeature } from '../../lib/analytics.ts';
import { useSettings } from '../../lib/settings/get-settings.ts';
import { useUpdateSettings } from '../../lib/settings/update-settings.ts';
import { applyTheme, useStoredTheme } from '../../lib/theme.ts';
import { SettingsSection } from './settings-section.tsx';

const THEME_CHOICES: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

export function AppearanceSection() {
  const settings = useSettings();
  const stored = useStoredTheme();
  const update = useUpdateSettings();
  const toast = useToast();
  const current = settings.data?.theme ?? stored;
  const choose = (theme: Theme) => {
    applyTheme(theme);
    trackFeature('settings.theme', { theme });
    update.mutate(
      { theme },
      {
        onSuccess: () => toast({ title: 'Theme saved', tone: 'success', duration: 2000 }),
        onError: () =>
          toast({
            title: 'The theme is set here but could not be saved to your account.',
            tone: 'error',
          }),
      },
    );
  };
  return (
    <SettingsSection id="settings-appearance" title="Appearance">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Theme</legend>
        <div className="grid grid-cols-3 gap-2">
          {THEME_CHOICES.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-control border border-input bg-surface px-3 py-2 text-sm font-medium has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-soft-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={current === value}
                onChange={() => choose(value)}
                className="sr-only"
              />
              <Icon aria-hidden className="size-4" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
